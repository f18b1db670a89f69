import Benchmark
import CookbookRecipe
import Foundation
import LarderModel
import LarderWeb

/// The recipe page's work after its statements, on a cookbook recipe like the one the callgrind
/// study measured (13 steps, 42 lines, about 27 KB of HTML): the view built from the recipe, and
/// the HTML written from the view. `make bench-render` runs it; the target is under 50 µs for the HTML.
let benchmarks: @Sendable () -> Void = {
    let rendering = RecipePageRendering(recipe: CookbookRecipe.make(), household: CookbookRecipe.household,
                                        history: RecipeHistory(isFavourite: true, timesCooked: 4, recent: []))
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
                                                maxDuration: .seconds(5), maxIterations: 100_000)

    Benchmark("recipe page: HTML from its view", configuration: configuration) { benchmark, view in
        for _ in benchmark.scaledIterations {
            blackHole(view.html())
        }
    } setup: {
        try rendering.view()
    }

    Benchmark("recipe page: view and HTML from the recipe", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try rendering.view().html())
        }
    }
}
