/** The mock answers through the server kit's replies, like the engine. */
export { defaultBodyFor, encodeBody, json, replyHeaders, sendReply, type Reply as MockReply } from "../server-kit/index.js";
