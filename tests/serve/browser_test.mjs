// Drives kifu serve's page in headless Chromium: a query through the form, the results and their
// diagrams, a solution stepped through, the URL reopened; screenshots into OUT_DIR.
// Usage: node browser_test.mjs URL OUT_DIR PLAYWRIGHT_DIR CHROMIUM URL_27
// (URL serves nine works, URL_27 three copies of them: more than a page.)
import {createRequire} from 'node:module';
import {mkdirSync} from 'node:fs';
import {resolve} from 'node:path';

const [url, out, peers, chromium, url27] = process.argv.slice(2);
const {chromium: launcher} = createRequire(resolve(peers) + '/')('playwright-core');
mkdirSync(out, {recursive: true});

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) failures++;
}

const browser = await launcher.launch({
  executablePath: chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({viewport: {width: 1280, height: 860}, bypassCSP: true});
  // bypassCSP: Playwright's polling evaluates strings, which the page's policy forbids.
  const elsewhere = [];
  page.on('request', (r) => { if (!r.url().startsWith(url) && !r.url().startsWith('data:')) elsewhere.push(r.url()); });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  // (the bad query below is answered 400, which the console reports: expected)
  page.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('status of 400')) problems.push(m.text()); });

  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('library').textContent !== '');
  check((await page.textContent('#library')).includes('9'), 'the page says how many works it searches');

  // A query through the form: the author field.
  await page.fill('input[name="author"]', '詰将棋太郎');
  check((await page.inputValue('#json')).includes('"author"'), 'the form writes the query JSON');
  await page.click('#search');
  await page.waitForSelector('#results .card');
  check(await page.locator('#results .card').count() === 4, 'four works by 詰将棋太郎 are shown');
  check((await page.textContent('#status')).includes('4 件'), 'the count is shown');
  check(page.url().includes('q='), 'the URL carries the query');

  // Every work, and the diagrams drawn.
  await page.click('#clear');
  await page.click('#search');
  await page.waitForFunction(() => document.querySelectorAll('#results .card').length === 9);
  await page.waitForFunction(() => [...document.querySelectorAll('#results img')].every((i) => i.complete && i.naturalWidth > 0));
  check(true, 'nine works, every diagram drawn');

  // A range through the form, for the screenshot: the works of at most 20 moves.
  await page.fill('input[name="move_count.max"]', '20');
  await page.click('#search');
  await page.waitForFunction(() => document.querySelectorAll('#results .card').length === 8);
  await page.waitForFunction(() => [...document.querySelectorAll('#results img')].every((i) => i.complete && i.naturalWidth > 0));
  check((await page.inputValue('#json')).includes('"max": 20'), 'the range is in the JSON');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({path: `${out}/results.png`});

  // A bad query is an error with its place.
  await page.fill('#json', '{\n  "info": {"autor": {"text": "x"}}\n}');
  await page.click('#search');
  await page.waitForSelector('#errors:not([hidden])');
  check((await page.textContent('#errors')).includes('autor'), 'an unknown key is shown as an error');
  check((await page.textContent('#status')).includes('autor'), 'the error is also beside the results');
  check((await page.textContent('#status')).includes('検索条件を読めません'),
    'the error is said in the page\'s language before the server\'s words');

  // A search that could not look at every problem says so beside its count.
  await page.fill('#json', '{"moves": [{"patterns": [{"regex": "(.*)*(.*)*(.*)*(.*)*x$"}], "times": 50}]}');
  await page.click('#search');
  await page.waitForSelector('#warnings:not([hidden])');
  check((await page.textContent('#warnings')).includes('backtracks too much'),
    'a regular expression that backtracks too much is a warning on the page');

  // A query too long for an address (the server reads 8 KiB of request line) is searched, and
  // kept in the history entry instead of the URL.
  await page.fill('#json', JSON.stringify({info: {author: {text: 'x'.repeat(9000)}}}));
  await page.click('#search');
  await page.waitForFunction(() => document.getElementById('status').textContent.includes('0 件'));
  check(await page.evaluate(() => location.href.length < 7100 && history.state?.q?.length > 9000),
    'a query of 9 KB is kept in the history entry, not the address');

  // The example 煙詰 finds 煙詰 alone (not the mates in one, which also end with few pieces).
  await page.click('button[data-example="kemuri"]');
  await page.click('#search');
  await page.waitForFunction(() => document.querySelectorAll('#results .card').length === 1 &&
    document.getElementById('status').textContent.includes('1 件'));
  check((await page.textContent('#results')).includes('煙詰'), 'the 煙詰 example finds 煙詰 alone');

  // The viewer: open 煙詰, step through its solution.
  await page.click('#clear');
  await page.click('#search');
  await page.waitForFunction(() => document.querySelectorAll('#results .card').length === 9);
  await page.locator('#results .card').first().locator('.card-open').click();
  await page.waitForSelector('#viewer[open]');
  await page.waitForFunction(() => document.querySelectorAll('#moves button').length > 1);
  check(await page.locator('#moves button').count() === 118, 'the 117 moves of 煙詰 and the start are listed');
  for (let k = 0; k < 3; k++) await page.click('#forward');
  check((await page.textContent('#ply-label')).startsWith('3手目'), 'three steps forward is move 3');
  check((await page.getAttribute('#board', 'src')).endsWith('ply=3'), 'the diagram is the one after move 3');
  await page.waitForFunction(() => { const i = document.getElementById('board'); return i.complete && i.naturalWidth > 0; });
  check((await page.textContent('#moves button.current')).includes('７一香成'), 'move 3 is highlighted in the list');
  check(await page.locator('#comment .c-red').count() > 0, 'the comment keeps its colours');
  await page.keyboard.press('ArrowRight');
  check((await page.textContent('#ply-label')).startsWith('4手目'), 'the arrow key steps');
  await page.waitForFunction(() => {
    const i = document.getElementById('board');
    return i.src.endsWith('ply=4') && i.complete && i.naturalWidth > 0;
  });
  await page.screenshot({path: `${out}/viewer.png`});

  // The URL reopens the same search and the same move.
  const bookmark = page.url();
  check(bookmark.includes('work=classics%2F1') && bookmark.includes('ply=4'), 'the URL names the work and the move');
  const again = await browser.newPage({viewport: {width: 1280, height: 860}, bypassCSP: true});
  await again.goto(bookmark);
  await again.waitForSelector('#viewer[open]');
  await again.waitForFunction(() => document.getElementById('ply-label').textContent.startsWith('4手目'));
  check(await again.locator('#results .card').count() === 9, 'a bookmark reruns its search');

  // Back closes the problem (the moves stepped through are not steps of the history).
  await page.goBack();
  await page.waitForFunction(() => !document.getElementById('viewer').open);
  check(!page.url().includes('work='), 'Back closes the problem');

  // More than a page of results: a pager above and below them, both turning the page.
  const more = await browser.newPage({viewport: {width: 1280, height: 860}, bypassCSP: true});
  more.on('pageerror', (e) => problems.push(e.message));
  await more.goto(url27);
  await more.waitForFunction(() => document.getElementById('library').textContent !== '');
  await more.click('#search');
  await more.waitForFunction(() => document.querySelectorAll('#results .card').length === 20);
  check(await more.locator('.pager:not([hidden])').count() === 2, 'a pager above the results and one below');
  check((await more.textContent('.pager.bottom .page-label')) === '1 / 2', 'the lower pager says page 1 of 2');
  await more.click('.pager.bottom .next-page');
  await more.waitForFunction(() => document.querySelectorAll('#results .card').length === 7);
  check((await more.textContent('.pager:not(.bottom) .page-label')) === '2 / 2', 'the lower pager turned the page for both');
  check(await more.locator('.pager.bottom .next-page').isDisabled(), 'no page after the last');
  await more.waitForFunction(() => [...document.querySelectorAll('#results img')].every((i) => i.complete && i.naturalWidth > 0));
  await more.locator('.pager.bottom').scrollIntoViewIfNeeded();
  await more.screenshot({path: `${out}/pager.png`});
  await more.click('.pager:not(.bottom) .prev-page');
  await more.waitForFunction(() => document.querySelectorAll('#results .card').length === 20);
  check(true, 'the upper pager turns back');
  // A page past the end (an old bookmark) opens the last page, its URL set right.
  await more.goto(more.url().replace(/&page=\d+|$/, '&page=99'));
  await more.waitForFunction(() => document.querySelectorAll('#results .card').length === 7);
  check((await more.textContent('.pager.bottom .page-label')) === '2 / 2', 'page 99 of 2 opens page 2');
  check(more.url().includes('page=2'), 'the URL names the page shown');

  // A phone's width: nothing runs past the screen, the form nor the problem.
  const phone = await browser.newPage({viewport: {width: 390, height: 844}, bypassCSP: true});
  phone.on('pageerror', (e) => problems.push(e.message));
  await phone.goto(url + '?q=%7B%7D&work=classics/5&ply=2');
  await phone.waitForFunction(() => document.getElementById('viewer').open);
  const overflow = await phone.evaluate(() => [...document.querySelectorAll('body, .panel, .pattern, dialog, .viewer')]
    .filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.className || e.tagName));
  check(overflow.length === 0, 'nothing is wider than a phone' + (overflow.length ? ': ' + overflow.join(' ') : ''));
  await phone.screenshot({path: `${out}/phone.png`});

  check(elsewhere.length === 0, 'nothing is fetched from elsewhere' + (elsewhere.length ? ': ' + elsewhere.join(' ') : ''));
  check(problems.length === 0, 'no script errors' + (problems.length ? ': ' + problems.join(' | ') : ''));
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);
