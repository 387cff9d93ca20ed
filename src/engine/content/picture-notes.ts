import { siblingPosition, type TreeNode } from "./content-tree.js";
import { fastPhraseTest } from "./phrase-test.js";

/**
 * A note that a picture only illustrates the story, printed alone under it: "Symbolbild", "Image
 * illustrative", "Photo d'illustration", "Imagen de archivo", "资料图". Like a credit, it says
 * something about the picture, not about the story; outside a caption it is a line of its own beside
 * the picture. Judged only in a short block right after a picture or inside a block that holds one
 * (`chrome-text.ts`), so the words in a sentence, a heading or a list stay.
 */

/** Longer than this (characters), the block says more than the note. */
const NOTE = 40;

const pictureNote = fastPhraseTest(new RegExp(
  "^(?:" +
    [
      "(?:image|photo|picture|foto|imagen|imagem|immagine|zdjęcie) (?:illustrative|d'illustration|ilustrativa|ilustrativo|illustrativa|ilustracyjne|d'archives|de archivo|de arquivo|d'archivio|di repertorio|archiwalne)",
      "(?:illustrative|representative|representational|stock|file|archive) (?:image|photo|picture)",
      "illustration(?: photo| image)?", "ilustración", "ilustração", "illustrazione", "ilustracja", "иллюстрация", "иллюстративное фото",
      "symbolbild", "symbolfoto", "archivbild", "archivfoto", "illustratiebeeld", "archiefbeeld", "ilustrační (?:foto|snímek)",
      "资料图(?:片)?", "資料圖(?:片)?", "示意图", "示意圖", "(?:写真|画像)はイメージ(?:です)?", "イメージ(?:写真|画像)", "자료\\s?사진",
    ].join("|") +
    ")[.)]?$",
  "iu",
));

/** Whether a caption's whole `text` is such a note: the caption says nothing about the picture. */
export function isOnlyPictureNote(text: string): boolean {
  return text.length <= NOTE && pictureNote.test(text);
}

/** Whether a short block's `text` is such a note and the block stands beside a picture. */
export function isPictureNote(node: TreeNode, text: string, removed: Uint8Array): boolean {
  return node.img === 0 && isOnlyPictureNote(text) && besidePicture(node, removed);
}

/**
 * Whether the block follows a picture: its previous sibling that is kept and not empty is a picture
 * without text, or its parent holds a picture (a figure-like box of the picture and the note).
 */
function besidePicture(node: TreeNode, removed: Uint8Array): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  if (parent.img > 0) return true;
  const siblings = parent.children;
  for (let index = siblingPosition(node) - 1; index >= 0; index--) {
    const sibling = siblings[index] as TreeNode;
    if (removed[sibling.index] === 1 || (sibling.text === 0 && sibling.img === 0)) continue;
    return sibling.img > 0 && sibling.text === 0;
  }
  return false;
}
