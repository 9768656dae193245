// The HTTP side of kifu serve (cpp-httplib): routes, limits, the page's files, shutdown.
#include "server.hpp"

#include <httplib.h>
#include <netdb.h>
#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <iostream>
#include <thread>

#include "command.hpp"
#include "web_assets.hpp"

namespace kifu_cli {
namespace {

void send(httplib::Response& res, api_response answer) {
  res.status = answer.status;
  res.set_content(std::move(answer.body), answer.content_type.c_str());
}

// Headers on every answer: nothing is fetched from elsewhere, nothing is sniffed or framed.
void secure(httplib::Response& res) {
  res.set_header("Content-Security-Policy",
                 "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                 "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'");
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("Referrer-Policy", "no-referrer");
  res.set_header("Cache-Control", "no-cache");
}

// The page's file at `path` ("/" is /index.html), or nullptr.
const web_asset* asset_at(std::string_view path) {
  if (path == "/") path = "/index.html";
  const auto assets = web_assets();
  const auto found = std::find_if(assets.begin(), assets.end(),
                                  [&](const web_asset& a) { return a.path == path; });
  return found == assets.end() ? nullptr : &*found;
}

// The API's paths, each answering one method (HEAD too where it is GET).
constexpr const char* search_route = "/api/search";
constexpr const char* work_route = R"(/api/work/([^/]+)/([^/]+))";
constexpr const char* diagram_route = R"(/api/work/([^/]+)/([^/]+)/diagram\.svg)";

// True for the paths work_route and diagram_route match: /api/work/SET/NUMBER, and the same
// followed by /diagram.svg.
bool is_work_path(std::string_view path) {
  constexpr std::string_view prefix = "/api/work/";
  if (!path.starts_with(prefix)) return false;
  path.remove_prefix(prefix.size());
  if (path.ends_with("/diagram.svg")) path.remove_suffix(std::string_view("/diagram.svg").size());
  const auto slash = path.find('/');
  return slash != 0 && slash != std::string_view::npos && slash + 1 < path.size() &&
         path.find('/', slash + 1) == std::string_view::npos;
}

// The methods `path` answers, for an Allow header ("POST", "GET, HEAD"); empty when no method
// has such a path.
std::string allowed_methods(const std::string& path) {
  if (path == search_route) return "POST";
  if (is_work_path(path) || asset_at(path)) return "GET, HEAD";
  return {};
}

// True when `method` is one of the methods allowed_methods gave.
bool answers(std::string_view allowed, std::string_view method) {
  return allowed == "POST" ? method == "POST" : method == "GET" || method == "HEAD";
}

// The 405 answer to a request whose path answers only the methods `allowed`.
void send_method_not_allowed(const httplib::Request& req, httplib::Response& res,
                             const std::string& allowed) {
  res.set_header("Allow", allowed);
  send(res, error_response(405, "request.method",
                           req.method + " " + req.path + " is not answered: this path answers " +
                               allowed + " only"));
}

bool loopback(std::string_view host) {
  return host == "127.0.0.1" || host == "localhost" || host == "::1" || host == "[::1]";
}

// The host a request names (its Host header without the port).
std::string named_host(const httplib::Request& req) {
  std::string name = req.get_header_value("Host");
  if (const auto colon = name.rfind(':');
      colon != std::string::npos && name.find(']', colon) == std::string::npos)
    name.resize(colon);
  return name;
}

void routes(httplib::Server& server, const work_library& library, const server_options& o) {
  const bool local = loopback(o.host);
  server.set_pre_routing_handler([local](const httplib::Request& req, httplib::Response& res) {
    using handled = httplib::Server::HandlerResponse;
    secure(res);
    // The page itself takes a long query (a whole diagram) in its URL: it sends it as a POST.
    if (req.target.size() > longest_target && req.path != "/") {
      send(res,
           error_response(414, "request.too_long",
                          "the URL is longer than " + std::to_string(longest_target) + " bytes"));
      return handled::Handled;
    }
    // A server for this machine only answers requests made to this machine by name, so that a
    // web page elsewhere cannot read it through a name of its own that points here.
    if (local && !loopback(named_host(req))) {
      send(res, error_response(403, "request.host",
                               "this server answers requests to 127.0.0.1 or localhost only"));
      return handled::Handled;
    }
    return handled::Unhandled;
  });
  server.Post(search_route, [&](const httplib::Request& req, httplib::Response& res) {
    send(res, search_works(library, req.body, o.limits));
  });
  server.Get(work_route, [&](const httplib::Request& req, httplib::Response& res) {
    send(res, show_work(library, req.matches[1].str(), req.matches[2].str()));
  });
  server.Get(diagram_route, [&](const httplib::Request& req, httplib::Response& res) {
    send(res, work_diagram(library, req.matches[1].str(), req.matches[2].str(),
                           req.get_param_value("ply")));
  });
  server.Get(R"(/[^/]*)", [](const httplib::Request& req, httplib::Response& res) {
    const web_asset* asset = asset_at(req.path);
    if (!asset) return send(res, error_response(404, "request.not_found", "no such page"));
    res.set_content(std::string(asset->body), std::string(asset->content_type).c_str());
  });
  // Anything else (another path or method, a body over the limit): a JSON error; a path
  // used with a method it does not answer is a 405 that says which it answers.
  server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    if (res.status == 404 || res.status == 400)
      if (const auto allowed = allowed_methods(req.path);
          !allowed.empty() && !answers(allowed, req.method))
        return send_method_not_allowed(req, res, allowed);
    std::string message = "no such page: " + req.method + " " + req.path;
    // httplib (as Debian builds it) holds a body sent as a form, as curl -d sends one, to 8 KB.
    if (res.status == 413 &&
        req.get_header_value("Content-Type").starts_with("application/x-www-form-urlencoded"))
      message =
          "a body sent as a form (Content-Type application/x-www-form-urlencoded, as curl "
          "-d sends it) may be at most " +
          std::to_string(CPPHTTPLIB_FORM_URL_ENCODED_PAYLOAD_MAX_LENGTH) +
          " bytes: send the query as application/json, which may be " +
          std::to_string(largest_body);
    else if (res.status == 413)
      message = "the request body is larger than " + std::to_string(largest_body) + " bytes";
    // httplib refuses a request line over its limit before the pre-routing handler sees it.
    else if (res.status == 414)
      message = "the URL is longer than " + std::to_string(CPPHTTPLIB_REQUEST_URI_MAX_LENGTH) +
                " bytes: send a query that long as the body of POST " + std::string(search_route);
    const std::string_view code = res.status == 404   ? "request.not_found"
                                  : res.status == 414 ? "request.too_long"
                                                      : "request";
    send(res, error_response(res.status, code, std::move(message)));
  });
  server.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr e) {
        std::string what = "the server failed on this request";
        try {
          if (e) std::rethrow_exception(e);
        } catch (const std::exception& x) {
          what += std::string(" (") + x.what() + ")";
        } catch (...) {
        }
        send(res, error_response(500, "request.failed", what));
      });
}

}  // namespace

int serve(const work_library& library, const server_options& o) {
  // SIGINT and SIGTERM are waited for by one thread, which stops the server; the others
  // (the pool's, started after this) never see them.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  httplib::Server server;
  const unsigned threads = o.threads;
  server.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  server.set_payload_max_length(largest_body);
  server.set_keep_alive_timeout(2);
  server.set_keep_alive_max_count(1000);
  // SO_REUSEADDR (a restarted server gets its port back at once) but not cpp-httplib's
  // SO_REUSEPORT, with which a second server on the same port would share the requests.
  server.set_socket_options([](int sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
  });
  server.set_tcp_nodelay(true);  // headers and body go out at once (no 40 ms delayed-ACK wait)
  server.set_read_timeout(5);
  server.set_write_timeout(5);
  routes(server, library, o);

  int port = o.port;
  if (port == 0) {
    port = server.bind_to_any_port(o.host);
  } else if (!server.bind_to_port(o.host, port)) {
    port = -1;
  }
  if (port <= 0) {
    // A name that does not resolve says so, not that the port may be in use.
    addrinfo hints{};
    hints.ai_flags = AI_PASSIVE;
    addrinfo* found = nullptr;
    if (const int e = ::getaddrinfo(o.host.c_str(), nullptr, &hints, &found); e != 0) {
      command_error() << "--host " << o.host << ": not an address nor a name that resolves ("
                      << ::gai_strerror(e) << ")";
      return invalid_input;
    }
    ::freeaddrinfo(found);
    command_error() << "cannot listen on " << o.host << " port " << o.port
                    << " (in use, or not an address of this machine?)";
    return invalid_input;
  }
  const bool ipv6 = o.host.find(':') != std::string::npos;
  std::cout << "kifu serve: " << kifu_cli::counted(library.size(), "work", "works") << " from "
            << kifu_cli::counted(library.set_count(), "set", "sets") << " at http://"
            << (ipv6 ? "[" + o.host + "]" : o.host) << ':' << port << "/\n"
            << (o.host == "127.0.0.1" || o.host == "::1" || o.host == "localhost"
                    ? "kifu serve: only this machine can connect (--host to share); "
                    : "kifu serve: other machines can connect; ")
            << "Ctrl-C stops\n"
            << std::flush;

  std::atomic<bool> over = false;  // listen_after_bind has returned
  std::thread stopper([&server, &stop_signals, &over] {
    int signal = 0;
    sigwait(&stop_signals, &signal);
    // stop() does nothing before the server runs: a signal sent as soon as the URL is printed
    // stops it once it does.
    while (!server.is_running() && !over) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    server.stop();
  });
  const bool listened = server.listen_after_bind();
  over = true;
  if (stopper.joinable()) {
    // The server stopped by itself: wake the waiting thread.
    pthread_kill(stopper.native_handle(), SIGTERM);
    stopper.join();
  }
  return listened ? success : invalid_input;
}

}  // namespace kifu_cli
