// kifu serve's page: the search form and its JSON, the results, and the problem viewer.
'use strict';

const $ = (id) => document.getElementById(id);
const PAGE = 20;
const TEXT_FIELDS = [['author', '作者'], ['title', '作品名'], ['source', '出典'],
  ['published', '発表年月'], ['original_source', '原出典'], ['article', '記事']];
const CODES = {
  completeness: ['完全', '余早詰', '不詰', '不詰・余早詰', '変長'],
  originality: ['新作', '再発表', '改作', '盗作'],
  jissen_type: ['桂香なし', '11香型', '21桂型', '11香21桂型'],
};
const PIECES = ['玉', '飛', '角', '金', '銀', '桂', '香', '歩'];
const RANGES = ['move_count', 'number', 'board_pieces', 'final_pieces'];
const EXAMPLES = {
  // 煙詰: the board nearly full at the start, three pieces at the end (a mate in one has few
  // pieces at either end).
  kemuri: {diagram: {board_pieces: {min: 20}, final_pieces: {max: 3}, checkmate: true}},
  aigoma: {moves: [{order: 'any', times: 1, patterns: [{regex: '打,2'}]}]},
  nanashu: {moves: [{order: 'any', times: 1, patterns: ['歩', '香', '桂', '銀', '金', '角', '飛']
    .map((p) => ({regex: p + '打,2'}))}]},
  kanju: {info: {author: {text: '看寿'}}},
  short: {info: {move_count: {max: 9}}},
};

const state = {page: 0, text: '', work: null, ply: 0, plies: []};

// ---- small helpers -------------------------------------------------------------------------

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

function field(name) { return document.querySelector(`#query-form [name="${name}"]`); }

function intOrNull(v) { return v === '' || v === undefined ? null : Number.parseInt(v, 10); }

function workUrl(set, number) {
  return `/api/work/${encodeURIComponent(set)}/${number}`;
}

// ---- the form ------------------------------------------------------------------------------

function patternRow(p = {text: ''}) {
  const kind = ['regex', 'text', 'token'].find((k) => k in p) || 'text';
  const row = el('div', {class: 'pattern'},
    el('select', {class: 'kind', 'aria-label': '種類'},
      el('option', {value: 'text', text: '文字列'}), el('option', {value: 'regex', text: '正規表現'}),
      el('option', {value: 'token', text: 'トークン'})),
    el('input', {class: 'value', placeholder: '例 香打,2 / +**金', 'aria-label': 'パターン'}),
    el('button', {type: 'button', class: 'remove', title: '削除', text: '×',
      onclick: () => { row.remove(); formChanged(); }}));
  row.querySelector('.kind').value = kind;
  row.querySelector('.value').value = p[kind] ?? '';
  return row;
}

function groupBox(g = {order: 'any', times: 1, patterns: [{text: ''}]}) {
  const patterns = el('div', {class: 'patterns'});
  for (const p of g.patterns || []) patterns.append(patternRow(p));
  const box = el('div', {class: 'group'},
    el('div', {class: 'group-head'},
      el('select', {class: 'order', 'aria-label': '順序'},
        el('option', {value: 'any', text: 'どれも（順不同）'}),
        el('option', {value: 'in_order', text: 'この順に'}),
        el('option', {value: 'consecutive', text: '連続して'})),
      el('label', {class: 'times'}, el('input', {type: 'number', class: 'times', min: 1, value: g.times ?? 1}), ' 回以上'),
      el('button', {type: 'button', class: 'remove', title: 'グループを削除', text: '×',
        onclick: () => { box.remove(); formChanged(); }})),
    patterns,
    el('button', {type: 'button', class: 'link', text: '＋ パターン',
      onclick: () => { patterns.append(patternRow()); }}));
  box.querySelector('select.order').value = g.order || 'any';
  return box;
}

function squareRow(square = '', piece = '') {
  const row = el('div', {class: 'square'},
    el('input', {class: 'at', placeholder: '升 例 82', maxlength: 2, value: square, 'aria-label': '升'}),
    el('input', {class: 'piece', placeholder: '駒 例 v玉・金・・', value: piece, 'aria-label': '駒'}),
    el('button', {type: 'button', class: 'remove', title: '削除', text: '×',
      onclick: () => { row.remove(); formChanged(); }}));
  return row;
}

function buildForm() {
  const texts = $('texts');
  for (const [key, label] of TEXT_FIELDS) {
    texts.append(el('label', {}, label + ' ',
      el('span', {class: 'text-field'},
        el('input', {name: key, placeholder: '含む文字列'}),
        el('label', {class: 'regex', title: '正規表現として'}, el('input', {type: 'checkbox', name: key + '.regex'}), '正規'))));
  }
  for (const box of document.querySelectorAll('.codes')) {
    const list = el('span', {class: 'code-list'});
    CODES[box.dataset.field].forEach((name, code) => list.append(
      el('label', {}, el('input', {type: 'checkbox', name: `${box.dataset.field}.${code}`}), name)));
    box.append(list);
  }
  for (const p of PIECES) {
    $('pieces').append(el('label', {}, p, el('input', {type: 'number', min: 0, max: 40, name: 'pieces.' + p, 'aria-label': p + 'の枚数'})));
  }
}

function queryFromForm() {
  const q = {};
  const groups = [];
  for (const box of $('groups').querySelectorAll('.group')) {
    const patterns = [];
    for (const row of box.querySelectorAll('.pattern')) {
      const value = row.querySelector('.value').value;
      if (value !== '') patterns.push({[row.querySelector('.kind').value]: value});
    }
    if (!patterns.length) continue;
    const g = {order: box.querySelector('select.order').value, times: intOrNull(box.querySelector('input.times').value) ?? 1, patterns};
    groups.push(g);
  }
  if (groups.length) q.moves = groups;

  const info = {};
  for (const [key] of TEXT_FIELDS) {
    const v = field(key).value;
    if (v !== '') info[key] = field(key + '.regex').checked ? {regex: v} : {text: v};
  }
  const diagram = {};
  for (const r of RANGES) {
    const min = intOrNull(field(r + '.min').value), max = intOrNull(field(r + '.max').value);
    if (min === null && max === null) continue;
    const range = {};
    if (min !== null) range.min = min;
    if (max !== null) range.max = max;
    (r === 'move_count' || r === 'number' ? info : diagram)[r] = range;
  }
  for (const key of Object.keys(CODES)) {
    const codes = CODES[key].map((_, c) => c).filter((c) => field(`${key}.${c}`).checked);
    if (codes.length) info[key] = codes;
  }
  const pieces = {};
  for (const p of PIECES) {
    const n = intOrNull(field('pieces.' + p).value);
    if (n !== null) pieces[p] = n;
  }
  if (Object.keys(pieces).length) diagram.pieces = pieces;
  const squares = {};
  for (const row of $('squares').querySelectorAll('.square')) {
    const at = row.querySelector('.at').value.trim();
    if (at) squares[at] = row.querySelector('.piece').value.trim();
  }
  if (Object.keys(squares).length) diagram.squares = squares;
  if (field('king').value) diagram.king = field('king').value;
  if (field('checkmate').value) diagram.checkmate = field('checkmate').value === 'true';
  if (Object.keys(info).length) q.info = info;
  if (Object.keys(diagram).length) q.diagram = diagram;
  return q;
}

function fillForm(q) {
  $('query-form').querySelectorAll('input').forEach((i) => {
    if (i.type === 'checkbox') i.checked = false; else i.value = '';
  });
  field('checkmate').value = '';
  $('groups').replaceChildren(...(q.moves || []).map((g) => groupBox(g)));
  if (!(q.moves || []).length) $('groups').append(groupBox());
  const info = q.info || {}, diagram = q.diagram || {};
  for (const [key] of TEXT_FIELDS) {
    const c = info[key];
    if (!c) continue;
    field(key).value = c.regex ?? c.text ?? '';
    field(key + '.regex').checked = 'regex' in c;
  }
  for (const r of RANGES) {
    const range = (r === 'move_count' || r === 'number' ? info : diagram)[r] || {};
    field(r + '.min').value = range.min ?? '';
    field(r + '.max').value = range.max ?? '';
  }
  for (const key of Object.keys(CODES)) {
    for (const c of [].concat(info[key] ?? [])) {
      const box = field(`${key}.${c}`);
      if (box) box.checked = true;
    }
  }
  for (const [p, n] of Object.entries(diagram.pieces || {})) {
    const input = field('pieces.' + p);
    if (input) input.value = n;
  }
  $('squares').replaceChildren(...Object.entries(diagram.squares || {}).map(([s, p]) => squareRow(s, p)));
  field('king').value = diagram.king ?? '';
  if (typeof diagram.checkmate === 'boolean') field('checkmate').value = String(diagram.checkmate);
}

function formChanged() {
  $('json').value = JSON.stringify(queryFromForm(), null, 2);
  $('json').classList.remove('invalid');
}

function jsonEdited() {
  try {
    const q = JSON.parse($('json').value || '{}');
    $('json').classList.remove('invalid');
    if (q && typeof q === 'object' && !Array.isArray(q)) fillForm(q);
  } catch {
    $('json').classList.add('invalid');
  }
}

// ---- searching -----------------------------------------------------------------------------

// The query text with "offset" and "limit" added before its closing brace, so that what the
// user wrote keeps its lines and columns in the server's messages.
function withPaging(text, offset) {
  const paging = `"offset": ${offset}, "limit": ${PAGE}`;
  const trimmed = text.trimEnd();
  let empty;
  try {
    const q = JSON.parse(trimmed);
    empty = q && typeof q === 'object' && !Object.keys(q).length;
  } catch {
    return text;  // the server says where it goes wrong, in the text as written
  }
  if (!trimmed.endsWith('}')) return text;
  return trimmed.slice(0, -1) + (empty ? paging : `, ${paging}`) + '}';
}

// Selects line:column (column in characters) of the JSON box.
function showPlace(line, column) {
  const box = $('json');
  const lines = box.value.split('\n');
  let at = 0;
  for (let k = 0; k < line - 1 && k < lines.length; k++) at += lines[k].length + 1;
  const chars = [...(lines[line - 1] ?? '')];
  at += chars.slice(0, Math.max(0, column - 1)).join('').length;
  box.focus();
  box.setSelectionRange(at, Math.min(box.value.length, at + 1));
}

// What went wrong, in the page's language; the server's own words follow it (and stay in the
// list under the JSON box, with their codes).
function errorSummary(status, error) {
  const code = error.code ?? '';
  if (code === 'network') return '';
  if (code === 'request.time_limit') return '検索が制限時間内に終わりませんでした';
  if (code === 'request.paging') return 'ページの指定が正しくありません';
  if (status === 413) return '検索条件が大きすぎます';
  if (status === 414) return 'URL が長すぎます';
  if (status >= 500) return 'サーバーでエラーが起きました';
  if (status === 400) return '検索条件を読めません';
  return '';
}

function showErrors(errors) {
  const list = $('errors');
  list.replaceChildren(...errors.map((e) => el('li', {},
    e.line ? el('button', {type: 'button', class: 'where', text: `${e.line}:${e.column}`,
      title: 'JSON のこの位置へ', onclick: () => showPlace(e.line, e.column)}) : null,
    el('span', {text: e.message}), el('code', {text: e.code}))));
  list.hidden = errors.length === 0;
  if (errors.length) $('json-box').open = true;
}

function compactText(text) {
  try { return JSON.stringify(JSON.parse(text)); } catch { return text; }
}

// The longest address the page writes: the server reads request lines of 8 KiB at most.
const LONGEST_URL = 7000;

function pushUrl(replace = false) {
  const params = new URLSearchParams();
  if (state.text) params.set('q', compactText(state.text));
  if (state.page) params.set('page', String(state.page + 1));
  if (state.work) {
    params.set('work', `${state.work.set}/${state.work.number}`);
    if (state.ply) params.set('ply', String(state.ply));
  }
  // A query too long for an address is kept in the history entry instead (back and forward
  // still find it; a bookmark of it has no query).
  let kept = null;
  if (location.pathname.length + params.toString().length > LONGEST_URL) {
    kept = params.get('q');
    params.delete('q');
  }
  const url = '?' + params.toString();
  if (url === location.search && kept === (history.state?.q ?? null)) return;
  const entry = kept === null ? null : {q: kept};
  if (replace) history.replaceState(entry, '', url); else history.pushState(entry, '', url);
}

async function search(text, page, push = true) {
  state.text = text;
  state.page = page;
  if (push) pushUrl();
  $('status').textContent = '検索中…';
  $('search').disabled = true;
  let answer, status;
  try {
    const response = await fetch('/api/search', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: withPaging(text, page * PAGE)});
    status = response.status;
    answer = await response.json();
  } catch (e) {
    answer = {errors: [{code: 'network', message: 'サーバーに接続できません: ' + e.message}]};
  } finally {
    $('search').disabled = false;
  }
  if (answer.errors) {
    showErrors(answer.errors);
    // The first error beside the results too: the list under the JSON may be out of sight.
    const first = answer.errors[0];
    const summary = errorSummary(status, first);
    $('status').textContent =
      `エラー (${status ?? '—'}): ${summary ? summary + ' — ' : ''}${first.message}`;
    $('results').replaceChildren();
    showPager(0);
    $('warnings').hidden = true;
    return;
  }
  showErrors([]);
  // A page past the end (an old bookmark, a set grown smaller since): its last page instead.
  const last = Math.max(0, Math.ceil(answer.count / PAGE) - 1);
  if (page > last) {
    state.page = last;
    pushUrl(true);
    return search(text, last, false);
  }
  renderResults(answer);
}

// The pagers above and below the results, for `count` results (hidden when one page holds them).
function showPager(count) {
  const pages = Math.max(1, Math.ceil(count / PAGE));
  for (const nav of document.querySelectorAll('.pager')) {
    nav.hidden = count <= PAGE;
    nav.querySelector('.page-label').textContent = `${state.page + 1} / ${pages}`;
    nav.querySelector('.prev-page').disabled = state.page === 0;
    nav.querySelector('.next-page').disabled = state.page + 1 >= pages;
  }
}

function renderResults(a) {
  $('status').replaceChildren(el('strong', {text: `${a.count.toLocaleString()} 件`}),
    ` · ${a.elapsed_ms} ms · ${a.searched.toLocaleString()} 作品中`);
  showPager(a.count);
  // A search that could not look at every problem says so: its count may be short.
  const warnings = a.warnings || [];
  $('warnings').replaceChildren(...warnings.map((w) => el('li', {text: w.message ?? w})));
  $('warnings').hidden = warnings.length === 0;
  $('results').replaceChildren(...a.results.map(resultCard));
  if (!a.results.length)
    $('results').append(el('li', {class: 'empty', text: warnings.length
      ? '見つかった作品はありません（上の注意のとおり、探しきれていない作品があります）。'
      : '該当する作品はありません。'}));
}

function completenessBadge(w) {
  if (w.completeness_name === null) return el('span', {class: 'badge unknown', text: '—'});
  return el('span', {class: `badge c${w.completeness}`, text: w.completeness_name});
}

function resultCard(w) {
  const open = () => openWork(w.set, w.number, 0);
  return el('li', {class: 'card'},
    el('button', {type: 'button', class: 'card-open', onclick: open, 'aria-label': `第${w.number}番を開く`},
      el('img', {src: w.diagram, alt: `第${w.number}番の図面`, loading: 'lazy', width: 210, height: 183})),
    el('div', {class: 'card-body'},
      el('div', {class: 'card-title'},
        el('span', {class: 'number', text: `No.${w.number}`}),
        el('button', {type: 'button', class: 'title link', onclick: open, text: w.title || '（無題）'})),
      el('dl', {class: 'fields'},
        el('dt', {text: '作者'}), el('dd', {text: w.author || '—'}),
        el('dt', {text: '出典'}), el('dd', {text: [w.source, w.published].filter(Boolean).join('　') || '—'}),
        el('dt', {text: '手数'}), el('dd', {text: `${w.move_count ?? w.moves}手`}),
        el('dt', {text: '完全性'}), el('dd', {}, completenessBadge(w))),
      el('div', {class: 'set muted', text: w.set})));
}

// ---- the viewer ----------------------------------------------------------------------------

async function openWork(set, number, ply, push = true) {
  let work;
  try {
    const response = await fetch(workUrl(set, number));
    work = await response.json();
  } catch (e) {
    work = {errors: [{message: e.message}]};
  }
  if (work.errors) {
    $('status').textContent = work.errors.map((e) => e.message).join('; ');
    return;
  }
  state.work = work;
  state.plies = work.plies;
  state.ply = Math.max(0, Math.min(ply, work.plies.length));
  if (push) pushUrl();  // opening a work is a step back can undo; moving through it is not
  renderWork(work);
  if (!$('viewer').open) $('viewer').showModal();
  setPly(state.ply);
}

function renderWork(w) {
  const who = w.author + (w.title ? `「${w.title}」` : '');
  $('work-title').textContent = `第${w.number}番　${who}`;
  const rows = [['作品番号', w.number], ['作者', w.author], ['作品名', w.title], ['出典', w.source],
    ['発表', w.published], ['原出典', w.original_source], ['記事', w.article],
    ['手数', `${w.move_count ?? w.moves}手` + (w.move_count !== null && w.move_count !== w.moves && w.solved ? `（手順 ${w.moves}手）` : '')],
    ['完全性', completenessBadge(w)], ['詰め上がり', w.solved ? (w.checkmate ? '詰み' : '詰まない') : '手順なし'], ['集', w.set]];
  $('work-fields').replaceChildren(...rows.filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .flatMap(([k, v]) => [el('dt', {text: k}), el('dd', {}, v)]));
  const moves = [el('li', {class: 'start'}, el('button', {type: 'button', 'data-ply': 0, text: '初形', onclick: () => setPly(0)}))];
  for (const p of w.plies) {
    moves.push(el('li', {}, el('button', {type: 'button', 'data-ply': p.ply, title: p.usi, onclick: () => setPly(p.ply)},
      el('span', {class: 'ply', text: p.ply}), p.ki2)));
  }
  if (!w.plies.length) moves.push(el('li', {class: 'muted', text: w.solved ? '' : '手順が読めません'}));
  $('moves').replaceChildren(...moves);
  const lines = [];
  for (const s of w.comment_spans) {
    while (lines.length <= s.line) lines.push(el('p'));
    lines[s.line].append(el('span', {class: s.color ? `c-${s.color}` : '', text: s.text}));
  }
  $('comment').replaceChildren(...lines);
  $('comment').hidden = lines.length === 0;
}

function setPly(ply) {
  const w = state.work;
  if (!w) return;
  ply = Math.max(0, Math.min(ply, w.plies.length));
  state.ply = ply;
  $('board').src = `${workUrl(w.set, w.number)}/diagram.svg?ply=${ply}`;
  const move = ply ? w.plies[ply - 1] : null;
  $('ply-label').textContent = move ? `${ply}手目 ${move.ki2}` : '初形';
  $('board').alt = move ? `${ply}手目 ${move.ki2} の局面` : '初形の図面';
  for (const b of $('moves').querySelectorAll('button')) {
    const current = Number(b.dataset.ply) === ply;
    b.classList.toggle('current', current);
    if (current) b.scrollIntoView({block: 'nearest'});
  }
  $('first').disabled = $('back').disabled = ply === 0;
  $('last').disabled = $('forward').disabled = ply === w.plies.length;
  pushUrl(true);
}

function closeWork() {
  state.work = null;
  state.ply = 0;
  pushUrl();
}

// ---- the URL -------------------------------------------------------------------------------

function restoreFromUrl() {
  const params = new URLSearchParams(location.search);
  const text = params.get('q') ?? history.state?.q ?? null;
  const page = Math.max(0, (Number.parseInt(params.get('page') || '1', 10) || 1) - 1);
  if (text !== null) {
    let shown = text;
    try { const q = JSON.parse(text); fillForm(q); shown = JSON.stringify(q, null, 2); } catch { /* shown as it is */ }
    $('json').value = shown;
    if (text !== compactText(state.text) || page !== state.page) search(shown, page, false);
  } else if (state.text) {  // back to the page without a query
    state.text = '';
    state.page = 0;
    fillForm({});
    formChanged();
    $('results').replaceChildren();
    showPager(0);
    $('status').textContent = '条件を入れて検索してください。';
  }
  const work = params.get('work');
  if (work && work.includes('/')) {
    const at = work.lastIndexOf('/');
    openWork(work.slice(0, at), work.slice(at + 1), Number.parseInt(params.get('ply') || '0', 10) || 0, false);
  } else if ($('viewer').open) {
    state.work = null;
    $('viewer').close();
  }
}

// ---- wiring --------------------------------------------------------------------------------

function init() {
  buildForm();
  fillForm({});
  formChanged();
  const form = $('query-form');
  form.addEventListener('input', (e) => { if (e.target !== $('json')) formChanged(); });
  form.addEventListener('change', (e) => { if (e.target !== $('json')) formChanged(); });
  form.addEventListener('click', (e) => { if (e.target.matches('.link')) setTimeout(formChanged); });
  $('json').addEventListener('input', jsonEdited);
  form.addEventListener('submit', (e) => { e.preventDefault(); search($('json').value, 0); });
  $('add-group').addEventListener('click', () => $('groups').append(groupBox()));
  $('add-square').addEventListener('click', () => $('squares').append(squareRow()));
  $('clear').addEventListener('click', () => { fillForm({}); formChanged(); showErrors([]); });
  for (const b of document.querySelectorAll('[data-example]')) {
    b.addEventListener('click', () => {
      fillForm(EXAMPLES[b.dataset.example]);
      $('json').value = JSON.stringify(EXAMPLES[b.dataset.example], null, 2);
      search($('json').value, 0);
    });
  }
  const turn = (step) => {
    search(state.text, state.page + step);
    $('results-panel').scrollIntoView({block: 'start'});
  };
  for (const b of document.querySelectorAll('.prev-page')) b.addEventListener('click', () => turn(-1));
  for (const b of document.querySelectorAll('.next-page')) b.addEventListener('click', () => turn(1));
  $('first').addEventListener('click', () => setPly(0));
  $('back').addEventListener('click', () => setPly(state.ply - 1));
  $('forward').addEventListener('click', () => setPly(state.ply + 1));
  $('last').addEventListener('click', () => setPly(state.plies.length));
  $('close').addEventListener('click', () => $('viewer').close());
  $('viewer').addEventListener('close', closeWork);
  $('viewer').addEventListener('click', (e) => { if (e.target === $('viewer')) $('viewer').close(); });
  $('viewer').addEventListener('keydown', (e) => {
    const step = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1}[e.key];
    if (step) { e.preventDefault(); setPly(state.ply + step); }
    if (e.key === 'Home') setPly(0);
    if (e.key === 'End') setPly(state.plies.length);
  });
  window.addEventListener('popstate', restoreFromUrl);
  fetch('/api/search', {method: 'POST', body: '{"limit": 0}'}).then((r) => r.json()).then((a) => {
    if (a.searched !== undefined) $('library').textContent = `${a.searched.toLocaleString()} 作品`;
  });
  restoreFromUrl();
}

init();
