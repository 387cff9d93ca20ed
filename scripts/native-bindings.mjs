// Runs as the checkout's `prepare` step (after `npm install` in this folder; never for a user who
// installs the package from the registry). npm picks a dependency's optional platform packages by
// the Node that runs npm, but this project runs its scripts on the Node 22 of its `node`
// devDependency (the `node` found first on a script's PATH). With an older system Node, npm marks
// mdream's native binding (it declares Node >= 22) as not installable and the checkout falls back
// to mdream's WebAssembly build, slower than what every user of the package gets. This step asks
// npm again, on the project's Node, so the checkout runs the converter users run. It never fails
// the install: on any problem it says so in one line and the WebAssembly build stays in use.
import { spawnSync } from "node:child_process";
import process from "node:process";

const command = process.env.npm_command;
const npmCli = process.env.npm_execpath;

/** Whether mdream's native binding loads, asked in a fresh process (a failed import stays cached in this one). */
function nativeLoads() {
  const probe = 'const m = await import("mdream"); m.htmlToMarkdown("<p>probe</p>");';
  return spawnSync(process.execPath, ["--input-type=module", "-e", probe], { stdio: "ignore" }).status === 0;
}

// `prepare` also runs before `npm pack` and `npm publish`: only an install of this folder asks again.
if ((command === "install" || command === "ci") && npmCli !== undefined && !nativeLoads()) {
  const result = spawnSync(process.execPath, [npmCli, "install", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], { stdio: "ignore" });
  if (result.status === 0 && nativeLoads()) process.stdout.write(`native-bindings: mdream's native binding installed for Node ${process.versions.node}\n`);
  else process.stdout.write("native-bindings: mdream's native binding is not available here; its WebAssembly build is used (same markdown, slower)\n");
}
