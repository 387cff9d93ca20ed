import { html, startSite } from "./browser-fixture.js";

/**
 * A small app on loopback: the login form is hidden behind a button, the sign-in runs in script
 * (a fetch to /api/login), and the account value appears only after it. Rendered by JavaScript
 * throughout: the served HTML has no text.
 */
export async function startDemoApp() {
  return startSite({
    "/": html(`<!doctype html><html><head><title>Demo bank</title></head><body><div id="root"></div>
<script>
  const root = document.getElementById("root");
  root.innerHTML = '<h1>Demo bank</h1><p>Welcome to the demo bank. Sign in to see your balance.</p><button id="open-login">Sign in</button><div id="panel"></div>';
  document.getElementById("open-login").addEventListener("click", () => {
    document.getElementById("panel").innerHTML = '<form id="login"><label>User <input id="user" name="user"></label><label>Password <input id="password" type="password" name="password"></label><button id="submit" type="submit">Continue</button></form><p id="status"></p>';
    document.getElementById("login").addEventListener("submit", async (event) => {
      event.preventDefault();
      const response = await fetch("/api/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ user: document.getElementById("user").value, password: document.getElementById("password").value }) });
      const body = await response.json();
      document.getElementById("panel").innerHTML = response.ok ? '<h2>Account</h2><p id="balance">Balance: ' + body.balance + '</p>' : '<p id="status">Wrong user or password</p>';
    });
  });
</script></body></html>`),
    "/api/login": (req, res) => {
      let data = "";
      req.on("data", (chunk: Buffer) => (data += chunk.toString()));
      req.on("end", () => {
        const { user, password } = JSON.parse(data || "{}") as { user?: string; password?: string };
        const ok = user === "ada" && password === "lovelace";
        res.writeHead(ok ? 200 : 401, { "content-type": "application/json" }).end(JSON.stringify(ok ? { balance: "4,711.00 EUR" } : { error: "denied" }));
      });
    },
  });
}

/** Playwright code that signs in to the demo app. */
export const signInCode = `await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByLabel('User').fill('ada');
await page.getByLabel('Password').fill('lovelace');
await page.locator('#submit').click();
await page.waitForSelector('#balance');
'signed in'`;
