vcl 4.1;

# Enlazá's reference HTTP cache (issue 23), in front of N copies of the app.
#
# The app decides what may be kept: public answers carry
#   Cache-Control: public, max-age=0, s-maxage=<PUBLIC_CACHE_SECONDS>
#   CDN-Cache-Control: max-age=<PUBLIC_CACHE_SECONDS>, stale-while-revalidate=300  (pages only)
# (browsers apply stale-while-revalidate to page loads too, so it is only in the CDN header; here
# it is the grace below)
# and everything tied to a session says no-store. This file only adds what a shared cache must
# know on its own: what never to look up (sessions, the API's writes, the creator's and operator's
# screens), which cookies to drop, who may purge, and grace while a copy revalidates.
#
# Views are not counted by the HTML (the page sends POST /api/track/view once loaded, or loads
# /api/track/view.gif without JavaScript), so a hit loses no view. Varnish appends the client's
# address to X-Forwarded-For; the copies run with TRUST_PROXY_HOPS=1 and read exactly that one.
#
# The lines between "BEGIN copies" and "END copies" are the deployment's own: one backend per copy,
# and the addresses allowed to purge (the copies). The cache suite writes its own there.

import directors;

# BEGIN copies
backend app1 {
  .host = "app1";
  .port = "3000";
  .probe = { .url = "/api/health"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
}
backend app2 {
  .host = "app2";
  .port = "3000";
  .probe = { .url = "/api/health"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
}

acl purgers {
  "localhost";
  "app1";
  "app2";
}

sub vcl_init {
  new copies = directors.round_robin();
  copies.add_backend(app1);
  copies.add_backend(app2);
}
# END copies

sub vcl_recv {
  set req.backend_hint = copies.backend();

  # Purging (PAGE_CACHE=varnish, CACHE_PURGE_URLS), only from the copies:
  #   BAN / with X-Ban-Url: <regex>   drops every kept answer whose path + query matches (the app's
  #                                   PageCache sends one per change: all of a creator's paths)
  #   PURGE <path + query>            drops that one URL (for an operator, by hand)
  if (req.method == "BAN" || req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.method == "BAN") {
      if (!req.http.X-Ban-Url) {
        return (synth(400, "X-Ban-Url missing"));
      }
      ban("obj.http.x-url ~ " + req.http.X-Ban-Url);
      return (synth(200, "Banned"));
    }
    ban("obj.http.x-url == " + req.url);
    return (synth(200, "Purged"));
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Anything signed in, and the screens behind a session.
  if (req.http.Authorization) {
    return (pass);
  }
  if (req.url ~ "^/(dashboard|admin)(/|\?|$)") {
    return (pass);
  }
  # The API: only the public reads may be kept, and never the live goal stream.
  if (req.url ~ "^/api/") {
    if (req.url !~ "^/api/public/" || req.url ~ "^/api/public/[^?]*/live(\?|$)") {
      return (pass);
    }
  }
  # Someone who said they are 18 or older sees pages for adults only (the same URL shows others the
  # interstitial): their requests go to the copies.
  if (req.http.Cookie ~ "(^|;\s*)enlaza_adult=1(;|$)") {
    return (pass);
  }
  # A monthly supporter's access cookie (issue 35; the browser sends it only to that creator's
  # /u/{u}/novedades/… pages): the copies decide what it opens, and answer gated posts no-store.
  if (req.url ~ "^/u/[^/]+/novedades/" && req.http.Cookie ~ "(^|;\s*)enlaza_novedades=") {
    return (pass);
  }
  # Nothing else on a public page depends on a cookie: drop them so every visitor shares one copy.
  unset req.http.Cookie;
  # Varnish asks the copies for gzip only (it reduces every Accept-Encoding to gzip or nothing). A
  # browser that takes brotli gets the copy's br answer instead (about 13 % smaller on a profile),
  # kept as an object of its own; the copies compress each page once either way.
  if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(;\s*q=(1|0?\.0*[1-9])|,|$)") {
    set req.http.X-Brotli = "1";
  } else {
    unset req.http.X-Brotli;
  }
  return (hash);
}

sub vcl_backend_fetch {
  if (bereq.http.X-Brotli) {
    set bereq.http.Accept-Encoding = "br";
  }
  unset bereq.http.X-Brotli;
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.Host) {
    hash_data(req.http.Host);
  } else {
    hash_data(server.ip);
  }
  if (req.http.X-Brotli) {
    hash_data("br");
  }
  return (lookup);
}

sub vcl_backend_response {
  # What the bans compare against (lurker-friendly: no req.* in a ban expression).
  set beresp.http.x-url = bereq.url;

  if (bereq.uncacheable) {
    return (deliver);
  }
  # Only what the app marked as shareable is kept: no Cache-Control, no-store, private or a cookie
  # being set means "not for a shared cache" (the next requests go straight to a copy for 2 minutes).
  if (!beresp.http.Cache-Control
      || beresp.http.Cache-Control ~ "(?i)(no-store|private|no-cache)"
      || (beresp.http.Set-Cookie && bereq.url !~ "^/(u|e|api/public)/")) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # A public page never hands out a cookie from the cache.
  unset beresp.http.Set-Cookie;
  # The TTL is the app's s-maxage (Varnish prefers it to max-age). While a copy revalidates, or if
  # every copy is down, the stale answer is served for up to 5 minutes (stale-while-revalidate).
  set beresp.grace = 300s;
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.x-url;
  unset resp.http.Via;
}

sub vcl_synth {
  set resp.http.Cache-Control = "no-store";
}
