// The sportsbook module's public entry: fixtures, markets and prices as members see them.
export { createSportsbookRepository } from './sportsbook.repository';
export { sportsbookRoutes } from './sportsbook.routes';
export { createSportsbookService, priceOf, type SportsbookService } from './sportsbook.service';
// Query fragments other repositories build on (the fixtures and their names: the back office, the Bets panel).
export { fixtureNameColumns, fixturesWithNames, nameIn } from './fixture-queries';
// How markets and selections are named in each language (betting and the back office answer them too).
export { betNameIn, marketNameIn } from './market-names';
