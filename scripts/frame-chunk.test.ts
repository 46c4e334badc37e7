import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { staticClosure } from "./frame-chunk";

/** A module graph as the bundler hands it: ids → their static imports (some may be missing). */
const graphs = fc
  .integer({ min: 1, max: 30 })
  .chain((size) =>
    fc.tuple(
      fc.constant(size),
      fc.array(fc.array(fc.integer({ min: 0, max: size + 3 }), { maxLength: 5 }), { minLength: size, maxLength: size }),
      fc.array(fc.integer({ min: 0, max: size + 3 }), { minLength: 1, maxLength: 3 }),
    ),
  )
  .map(([size, imports, starts]) => {
    const id = (index: number) => `m${index}`;
    const modules = new Map(imports.map((list, index) => [id(index), list.map(id)] as const));
    return {
      size,
      modules,
      starts: starts.map(id),
      graph: {
        getModuleInfo: (moduleId: string) => {
          const importedIds = modules.get(moduleId);
          return importedIds ? { importedIds } : null;
        },
      },
    };
  });

describe("the frame's modules (static closure of the entry's imports and the root)", () => {
  it("holds every known start, everything they import, and nothing else", () => {
    fc.assert(
      fc.property(graphs, ({ modules, starts, graph }) => {
        const closure = staticClosure(graph, starts);
        // Only modules the graph knows (a missing id, such as an external, is not a chunk member).
        for (const id of closure) expect(modules.has(id)).toBe(true);
        for (const start of starts) expect(closure.has(start)).toBe(modules.has(start));
        // Closed under static imports.
        for (const id of closure)
          for (const imported of modules.get(id) ?? []) expect(closure.has(imported)).toBe(modules.has(imported));
        // Minimal: every member is reached from a start by a path of imports.
        const reached = new Set<string>();
        const walk = (id: string) => {
          if (reached.has(id) || !modules.has(id)) return;
          reached.add(id);
          for (const imported of modules.get(id) ?? []) walk(imported);
        };
        starts.forEach(walk);
        expect(closure).toEqual(reached);
      }),
      { numRuns: 300 },
    );
  });
});
