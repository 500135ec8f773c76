const { shellConfig } = require('@handyq/build/rspack.cjs');

// The shell's dev server proxies /api and /socket.io to the API (npm run dev starts it on 3000).
module.exports = shellConfig(__dirname, { port: 3005, apiPort: 3000 });
