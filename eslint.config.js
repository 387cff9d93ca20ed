import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { layersPlugin } from "./eslint-layers.js";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "examples/site/**", "storage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/**/*.ts"],
    plugins: { layers: layersPlugin },
    rules: { "layers/imports-below": "error" },
  },
  {
    files: ["examples/**", "bench/**", "src/cli/**", "scripts/**"],
    rules: { "no-console": "off" },
  },
);
