// The `lexicord` command. Subcommands are added as the project grows.
const [command] = process.argv.slice(2);
console.log(`lexicord: ${command ?? "help"}`);
