export { levelsAdminRoutes } from './levels.admin-routes';
export { createLevelsRepository } from './levels.repository';
export { levelsRoutes } from './levels.routes';
export { createLevelsService, type Level, type LevelDefinitions, type LevelsService } from './levels.service';
export { createPaybackRepository } from './payback.repository';
export { createPaybackService, type PaybackService } from './payback.service';
export { createWeeklyRun } from './weekly-run';
