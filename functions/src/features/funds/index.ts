/**
 * The public face of the funds feature (issue 19, part 4): what other features and `http/` use
 * of it. Everything else in this folder is internal; ESLint refuses imports that reach past this file.
 */
export {
  assertChargeable,
  assertConsumableChargeable,
  awaitsHolder,
  cappedByMonth,
  CAPPED_STATUSES,
  type FundCharge,
  fundCovers,
  fundNotCurrent,
  notBudgetHolder,
} from './budget';
export { type FundDoc } from './fund-docs';
export {
  chargeableFundTx,
  chargedFundTx,
  createFundsStore,
  fundNotFound,
  type FundsActor,
  type FundsStore,
  heldFundTx,
  type StoredFund,
  touchFundTx,
} from './store';
export { fundsActorOf, fundsRouter } from './routes';
