// The style the code was written in, measured: of the option sets tried over the tree, this one
// leaves the fewest files to rewrite (no semicolons, single quotes, trailing commas; 150 columns,
// where 100 would rewrite twice as many files).
/** @type {import('prettier').Config} */
export default {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  arrowParens: 'always',
  printWidth: 150,
}
