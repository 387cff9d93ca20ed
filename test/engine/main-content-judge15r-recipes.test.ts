import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, li, linkItems, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// Recipe cards of the common plugins (WP Recipe Maker, Tasty Recipes, Mediavine Create): the
// equipment list of shop links under its "recipe-header" heading, the ingredients, the numbered
// steps and the notes stay once, while the card's jump and pin buttons and a sidebar's boxes whose
// "box-header" headings stand over the site's own links still go.

beforeAll(loadConverter);

const gone = [...CHROME_WORDS];
const en = (...n: number[]) => ps(n.map((k) => said("en", k)));
const header = (text: string) => `<h3 class="wprm-recipe-header wprm-block-text-bold">${text}</h3>`;

describe("main content (judge15r): recipe cards", () => {
  it("WP Recipe Maker: equipment (shop links), ingredients in spans, steps, notes; the jump and pin buttons go", () => {
    const equipment = `<div class="wprm-recipe-equipment-container">${header("Equipment")}<ul class="wprm-recipe-equipment wprm-recipe-equipment-list">${[["https://shop.example/dp/B01", "Cast iron pan"], ["https://shop.example/dp/B02", "Balloon whisk"]].map(([href, name]) => `<li class="wprm-recipe-equipment-item"><div class="wprm-recipe-equipment-name"><a href="${href}" class="wprm-recipe-equipment-link" target="_blank" rel="nofollow">${name}</a></div></li>`).join("")}</ul></div>`;
    const ingredient = (amount: string, unit: string, name: string) => `<li class="wprm-recipe-ingredient" style="list-style-type: disc;"><span class="wprm-recipe-ingredient-amount">${amount}</span>&#32;<span class="wprm-recipe-ingredient-unit">${unit}</span>&#32;<span class="wprm-recipe-ingredient-name">${name}</span></li>`;
    const ingredients = `<div class="wprm-recipe-ingredients-container">${header("Ingredients")}<div class="wprm-recipe-ingredient-group"><ul class="wprm-recipe-ingredients">${ingredient("2", "cups", "flour")}${ingredient("250", "ml", "milk")}</ul></div></div>`;
    const steps = `<div class="wprm-recipe-instructions-container">${header("Instructions")}<div class="wprm-recipe-instruction-group"><ul class="wprm-recipe-instructions">${["Whisk the flour and the milk until smooth.", "Fry in butter until golden on both sides."].map((step) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text" style="margin-bottom: 5px;"><span style="display: block;">${step}</span></div></li>`).join("")}</ul></div></div>`;
    const notes = `<div class="wprm-recipe-notes-container">${header("Notes")}<div class="wprm-recipe-notes"><span style="display: block;">Use salted butter, as the fishermen do.</span></div></div>`;
    const card = `<div id="wprm-recipe-container-99" class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-classic"><h2 class="wprm-recipe-name">Harbour pancakes</h2><div class="wprm-recipe-buttons"><a href="/wprm_print/99" class="wprm-recipe-print wprm-recipe-link">Print Recipe</a> <a href="#" class="wprm-recipe-pin wprm-recipe-link">Pin Recipe</a></div>${equipment}${ingredients}${steps}${notes}</div></div>`;
    const page = `<article class="post"><h1 class="entry-title">Harbour pancakes</h1><div class="entry-content"><div class="wprm-recipe-snippet"><a href="#recipe" class="wprm-recipe-jump">Jump to Recipe</a></div>${en(0, 1)}${card}</div></article>`;
    keepsAndDrops(scrape(stackPage(page, "en", "Harbour pancakes")), [said("en", 1), "Equipment", "Cast iron pan", "Balloon whisk", "Ingredients", "2 cups flour", "250 ml milk", "Instructions", "Whisk the flour and the milk until smooth.", "Fry in butter", "Notes", "Use salted butter"], [...gone, "Jump to Recipe", "Pin Recipe"]);
  });

  it("Tasty Recipes and Mediavine Create cards keep ingredients and numbered steps", () => {
    const tasty = `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Harbour pancakes</h2><div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body"><ul><li data-tr-ingredient-checkbox=""><span data-amount="2">2</span> cups flour</li><li><span data-amount="1">1</span> tsp salt</li></ul></div></div><div class="tasty-recipes-instructions"><h3>Instructions</h3><div class="tasty-recipes-instructions-body"><ol><li id="instruction-step-1">Whisk the flour and salt.</li><li id="instruction-step-2">Bake for twenty minutes.</li></ol></div></div></div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>Harbour pancakes</h1><div class="entry-content">${en(0, 1)}${tasty}${en(2)}</div></article>`, "en", "Harbour pancakes")), [said("en", 1), "2 cups flour", "1 tsp salt", "Whisk the flour and salt.", "Bake for twenty minutes.", said("en", 2)], gone);
    const mediavine = `<div class="mv-create-card mv-create-card-recipe"><h2 class="mv-create-title">Harbour pancakes</h2><div class="mv-create-ingredients"><h3 class="mv-create-ingredients-title">Ingredients</h3><ul>${li(["2 cups flour", "1 tsp salt"])}</ul></div><div class="mv-create-instructions mv-create-instructions-slot-v2"><h3 class="mv-create-instructions-title">Instructions</h3><ol>${li(["Whisk the flour and salt.", "Bake for twenty minutes."])}</ol></div></div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>Harbour pancakes</h1><div class="entry-content">${en(0, 1)}${mediavine}${en(2)}</div></article>`, "en", "Harbour pancakes")), [said("en", 1), "2 cups flour", "Bake for twenty minutes.", said("en", 2)], gone);
  });

  it("a sidebar's boxes with 'box-header' headings over the site's own links (one over text beside them) still go", () => {
    const box = (title: string, inner: string) => `<div class="box"><h3 class="box-header">${title}</h3>${inner}</div>`;
    const sidebar = `<div class="rail">${box("Popular recipes", `<ul>${linkItems(["Fish soup", "Crab cakes"], "/recipes/")}</ul>`)}${box("About the cook", "<p>Anna cooks by the harbour and writes about the fishermen's food every week.</p>")}${box("Categories", `<ul>${linkItems(["Breakfast", "Seafood"], "/category/")}</ul>`)}</div>`;
    const page = `<div class="layout"><article><h1>Harbour pancakes</h1><div class="entry-content">${en(0, 1, 2, 3)}</div></article>${sidebar}</div>`;
    keepsAndDrops(scrape(stackPage(page, "en", "Harbour pancakes")), [said("en", 0), said("en", 3)], [...gone, "Popular recipes", "Fish soup", "Categories", "Seafood"]);
  });
});
