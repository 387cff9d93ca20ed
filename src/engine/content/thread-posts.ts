import { siblingPosition, type TreeNode } from "./content-tree.js";

/**
 * A thread's posts: sibling blocks of one tag and first class (a forum topic's "post bg1", "post
 * bg2"), the one with the most text outside links being its model (most often the first post). A short
 * reply ("+1 for acrylic.") is mostly its poster's name, title and date links, so it or its wrapper
 * would go on its link density; it is judged like the model instead: a block at the same place in it
 * (the same tags and classes down from the post) as one the model keeps on its numbers is kept, and
 * what is in it is judged part by part. A block only a reply has (a signature of links) is judged
 * as before, and so is a run of teasers, whose model holds no more than an excerpt.
 */

/** Levels above a block looked at for its post, at most (a hostile page may nest deeply). */
const DEPTH = 8;
/** Empty siblings (a divider, an anchor) stepped over to the next post. */
const GAP = 2;
/** Text outside links (characters) of a model post: more than a teaser's excerpt. */
const MODEL_TEXT = 150;

/** A block's text outside links. */
const ownWords = (node: TreeNode) => node.text - node.link;

/** A block's tag and first class: what a thread's posts share. */
function shapeOf(node: TreeNode): string | undefined {
  const name = node.className.trimStart();
  if (name === "") return undefined;
  const end = name.search(/\s/);
  return `${node.name}.${end < 0 ? name : name.slice(0, end)}`;
}

/** Whether a sibling of `node` next to it (over up to GAP empty ones) has its shape. */
function besideTwin(node: TreeNode, shape: string): boolean {
  const siblings = node.parent?.children ?? [];
  const at = siblingPosition(node);
  for (const direction of [-1, 1]) {
    for (let index = at + direction, steps = 0; index >= 0 && index < siblings.length && steps <= GAP; index += direction, steps++) {
      const sibling = siblings[index] as TreeNode;
      if (shapeOf(sibling) === shape) return true;
      if (sibling.text > 0) break;
    }
  }
  return false;
}

export class ThreadPosts {
  /** Each thread's model post, by its parent and shape (each run of siblings read once). */
  private readonly models = new Map<TreeNode, Map<string, TreeNode | undefined>>();

  /** The model post's block at the same place as `node`, when `node` is in (or is) another post of a thread. */
  counterpart(node: TreeNode): TreeNode | undefined {
    const path: TreeNode[] = [];
    for (let post: TreeNode | null = node; post?.parent != null && path.length <= DEPTH; post = post.parent) {
      const shape = shapeOf(post);
      if (shape !== undefined && besideTwin(post, shape)) {
        const model = this.modelOf(post.parent, shape);
        return model === undefined || model === post ? undefined : descend(model, path);
      }
      path.push(post);
    }
    return undefined;
  }

  private modelOf(parent: TreeNode, shape: string): TreeNode | undefined {
    let byShape = this.models.get(parent);
    if (byShape === undefined) this.models.set(parent, (byShape = new Map()));
    if (byShape.has(shape)) return byShape.get(shape);
    let model: TreeNode | undefined;
    for (const child of parent.children) if (shapeOf(child) === shape && (model === undefined || ownWords(child) > ownWords(model))) model = child;
    if (model !== undefined && ownWords(model) < MODEL_TEXT) model = undefined;
    byShape.set(shape, model);
    return model;
  }
}

/** The block down `path` (innermost first) from `post`, matching tags and classes. */
function descend(post: TreeNode, path: readonly TreeNode[]): TreeNode | undefined {
  let at: TreeNode | undefined = post;
  for (let index = path.length - 1; index >= 0 && at !== undefined; index--) {
    const step = path[index] as TreeNode;
    at = at.children.find((child) => child.name === step.name && child.className === step.className);
  }
  return at;
}
