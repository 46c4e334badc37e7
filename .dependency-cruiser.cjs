// The direction between folders (docs/decisions/0013-one-direction.md), checked by `npm run lint`:
//   worker/ (the edge) → app/ → shared/        services/ → shared/
// Inside app/: routes, layouts and frame compose features; features use components and lib; components
// use lib. Nothing imports in a circle. Tests may reach anything they exercise.
const notTests = "\\.test\\.(ts|tsx)$";
const appBase = "^app/(components|lib|routing|i18n|stores|guards|upstream|styles)/";

/** @type {import('dependency-cruiser').IConfiguration} */
// eslint-disable-next-line no-undef -- CommonJS config file
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles make load order matter.",
      from: {},
      to: { circular: true },
    },
    {
      name: "app-not-to-edge",
      severity: "error",
      comment: "worker/ is the thin edge around app/; app/ never imports it.",
      from: { path: "^app/", pathNot: notTests },
      to: { path: "^worker/" },
    },
    {
      name: "services-stand-alone",
      severity: "error",
      comment: "The embedded services are separate programs behind their HTTP contract (shared/contract).",
      from: { path: "^services/", pathNot: notTests },
      to: { path: "^(app|worker)/" },
    },
    {
      name: "services-through-contract-only",
      severity: "error",
      comment: "The shop reaches the embedded services over HTTP; only the composition root wires them in.",
      from: { path: "^(app|worker)/", pathNot: `${notTests}|^worker/index\\.ts$` },
      to: { path: "^services/" },
    },
    {
      name: "shared-is-a-leaf",
      severity: "error",
      comment: "shared/ holds the contract and pure rules that both sides import.",
      from: { path: "^shared/", pathNot: notTests },
      to: { path: "^(app|worker|services)/" },
    },
    {
      name: "base-not-to-compositions",
      severity: "error",
      comment: "Components, lib, routing and clients import no features, routes, layouts or the frame.",
      from: { path: appBase, pathNot: notTests },
      to: { path: "^app/(features|routes|layouts|frame)/" },
    },
    {
      name: "features-not-to-compositions",
      severity: "error",
      comment: "Features are composed by routes, layouts and the frame, never the other way round.",
      from: { path: "^app/features/", pathNot: notTests },
      to: { path: "^app/(routes|layouts|frame)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|build-production|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
