/**
 * What other modules use of control plans: the characteristics a product's plan has an inspection
 * stage measure (the inspection forms' templates), and a product's drawing figures as
 * characteristics (what a form or a plan starts from without one).
 */
export { drawingCharacteristics } from './control-plan-rows.js';
export { planForStage, type StagePlan } from './control-plan-stage.js';
