/** Connection headers a caller may put in `headers`: dropped with a warning, never a failure. */
export const connectionHeaders = {
  "Proxy-Authorization": "Basic dXNlcjpwYXNz",
  "Proxy-Connection": "keep-alive",
  Host: "evil.example",
  Connection: "close",
  "Content-Length": "5",
  "Transfer-Encoding": "chunked",
  "Keep-Alive": "timeout=5",
  TE: "trailers",
  Upgrade: "h2c",
  Expect: "100-continue",
};
