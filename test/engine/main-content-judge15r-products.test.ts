import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, linkItems, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// A shop's product page whose description and specifications are panels of one tab set (WooCommerce,
// Magento): the specification table stays with the description, while the reviews panel (a comment
// list and its form) and a tab of links to the site's other pages still go.

beforeAll(loadConverter);

const gone = [...CHROME_WORDS];
const SPECS = [["Waga", "380 g"], ["Materiał", "nylon 3L"], ["Kolor", "granatowy"]] as const;
const tab = (id: string, label: string) => `<li class="${id}_tab" id="tab-title-${id}" role="tab"><a href="#tab-${id}">${label}</a></li>`;
const panel = (id: string, inner: string) => `<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${id} panel entry-content wc-tab" id="tab-${id}" role="tabpanel" aria-labelledby="tab-title-${id}">${inner}</div>`;

describe("main content (judge15r): a product's specifications in a tab beside its description", () => {
  it("(pl) WooCommerce: the 'additional information' panel's table stays, the reviews panel goes", () => {
    const specs = `<table class="woocommerce-product-attributes shop_attributes"><tbody>${SPECS.map(([label, value]) => `<tr class="woocommerce-product-attributes-item"><th class="woocommerce-product-attributes-item__label">${label}</th><td class="woocommerce-product-attributes-item__value"><p>${value}</p></td></tr>`).join("")}</tbody></table>`;
    const reviews = '<div id="reviews" class="woocommerce-Reviews"><div id="comments"><h2 class="woocommerce-Reviews-title">1 opinia</h2><ol class="commentlist"><li class="review" id="li-comment-5"><div id="comment-5" class="comment_container"><div class="comment-text"><p class="meta"><strong>Tomasz</strong></p><div class="description"><p>Świetna kurtka, trzyma ciepło i nie przemaka nawet podczas długiego rejsu promem zimą.</p></div></div></div></li></ol></div><div id="review_form_wrapper"><div id="respond" class="comment-respond"><span class="comment-reply-title">Dodaj opinię</span><form><textarea></textarea></form></div></div></div>';
    const page =
      '<div id="product-12" class="product type-product"><div class="summary entry-summary"><h1 class="product_title entry-title">Kurtka Sztorm</h1><p class="price">499 zł</p><form class="cart"><button type="submit">Dodaj do koszyka</button></form></div>' +
      `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">${tab("description", "Opis")}${tab("additional_information", "Informacje dodatkowe")}${tab("reviews", "Opinie (1)")}</ul>` +
      panel("description", `<h2>Opis</h2>${ps([0, 1, 2].map((n) => said("pl", n)))}`) + panel("additional_information", `<h2>Informacje dodatkowe</h2>${specs}`) + panel("reviews", reviews) + "</div></div>";
    keepsAndDrops(scrape(stackPage(page, "pl", "Kurtka Sztorm")), [said("pl", 0), said("pl", 2), "Informacje dodatkowe", "Waga 380 g", "Materiał nylon 3L", "Kolor granatowy"], [...gone, "Świetna kurtka", "Dodaj opinię"]);
  });

  it("Magento: the 'more information' table in the second panel stays", () => {
    const specs = `<table class="data table additional-attributes" id="product-attribute-specs-table"><caption class="table-caption">More Information</caption><tbody>${[["Weight", "380 g"], ["Material", "3-layer nylon"], ["Colour", "Navy"]].map(([label, value]) => `<tr><th class="col label" scope="row">${label}</th><td class="col data" data-th="${label}">${value}</td></tr>`).join("")}</tbody></table>`;
    const page = `<div class="product info detailed"><div class="product data items" role="tablist"><div class="data item title" role="tab"><a class="data switch" href="#description">Details</a></div><div class="data item content" id="description" role="tabpanel"><div class="value">${ps([0, 1, 2].map((n) => said("en", n)))}</div></div><div class="data item title" role="tab"><a class="data switch" href="#additional">More Information</a></div><div class="data item content" id="additional" role="tabpanel"><div class="additional-attributes-wrapper table-wrapper">${specs}</div></div></div></div>`;
    keepsAndDrops(scrape(stackPage(page, "en", "Storm Jacket")), [said("en", 0), said("en", 2), "Weight 380 g", "Colour Navy"], gone);
  });

  it("a story's tab set whose other panel is a list of the site's latest articles still loses that panel", () => {
    const panels = `<div class="tabs"><ul role="tablist"><li role="tab"><a href="#story">Story</a></li><li role="tab"><a href="#latest">Latest</a></li></ul><div class="tab-pane active" id="story" role="tabpanel"><h1>The harbour plan</h1>${ps([0, 1, 2, 3].map((n) => said("en", n)))}</div><div class="tab-pane" id="latest" role="tabpanel"><ul>${linkItems(["Night ferry returns tonight", "New quay lights switched on", "Fish market opens early"], "/news/")}</ul></div></div>`;
    keepsAndDrops(scrape(stackPage(`<article>${panels}</article>`)), [said("en", 0), said("en", 3)], [...gone, "Night ferry returns tonight", "Fish market opens early"]);
  });
});
