import type { Rewrite } from "./content-emit.js";
import type { TreeNode } from "./content-tree.js";
import { linkAround } from "./image-alts.js";
import type { ScanOutput } from "./scan-output.js";
import { attributeValue, valuePattern } from "./tag-attributes.js";

/**
 * A user's picture beside a post, a comment or a byline (forum software's and WordPress's
 * `class="avatar"`, a Gravatar): never a picture of the article, and in the markdown a bare
 * `![](…)` line over every post. In the main content it goes, with the link around it when that
 * link shows nothing else (a link to the user's profile would print as an empty `[](…)`). The
 * blocks around it stay as the extraction judged them: only the picture is not printed.
 */

/** "avatar" as a word of a class or an id: `avatar`, `avatar-48`, `user-avatar`, `wp-user-avatar` (not "avatars-gallery" of a game's page: a word ends it). */
const avatarName = /(?:^|[\s_-])avatar(?:$|[\s_-]|\d)/i;
/** A Gravatar address, or a folder of avatars (`/avatars/…`, Discourse's `/user_avatar/…`). */
const avatarSource = /(?:^|\/\/)(?:[\w-]+\.)*gravatar\.com\/avatar\/|\/(?:user_)?avatars?\//i;
const srcValue = valuePattern("src");

export function dropAvatars(images: readonly TreeNode[], output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  for (const image of images) {
    if (rewrites.has(image) || !isAvatar(image, output)) continue;
    const link = linkAround(image);
    rewrites.set(link !== undefined && link.img === 1 && link.text === 0 ? link : image, drop);
  }
}

function isAvatar(image: TreeNode, output: ScanOutput): boolean {
  const tag = output.between(image.openStart, image.openEnd);
  // Most pictures' tags do not say "avatar" anywhere: one look rules them out.
  if (!/avatar/i.test(tag)) return false;
  if (avatarName.test(image.className) || avatarName.test(image.id)) return true;
  const source = attributeValue(tag, srcValue);
  return source !== undefined && avatarSource.test(source);
}

const drop: Rewrite = { kind: "drop" };
