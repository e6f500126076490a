/**
 * `npm start`: starts the portal on its embedded default backend (the sandbox). Until the sandbox lands (issue 3)
 * it says what it will do.
 */
console.log(`Arena — the portal and its reference platform.

npm start will build the UI if it is missing, start the sandbox platform on its embedded database
(PGlite in ./.arena-data) and serve both on http://localhost:\${PORT:-8080}.

The sandbox is not built yet: today the project holds its domain core (npm test runs its tests).`)
