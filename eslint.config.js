// Lint for what the compiler cannot see in an asynchronous store: a promise nobody awaits
// (a write that may land after the message that announces it), or one used as a condition.
import tseslint from "typescript-eslint";

export default [
  {
    files: ["src/**/*.ts", "commands/**/*.ts", "bin/**/*.ts", "test/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts", "web/**/*.ts"],
    ignores: ["src/solvers/assembly/**"],
    languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true } },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
];
