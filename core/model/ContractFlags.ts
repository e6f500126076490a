/**
 * The agent contract switches of the consolidated data (spec section 3, AgentContract.ts decodes them): which contract
 * menus the agent centre shows.
 */

/** The contract switches of the agent centre, by the names the platform's client gives them. */
export interface ContractFlags {
  /** Dividend contracts (`divtypeinfo`): the agent centre's dividend menu. */
  readonly enableCt: boolean
  /** Daily salary (`dailysalinfotype`): the daily salary menu. */
  readonly salary: boolean
  /** Daily salary of the MR kind (`contractmrdailysalinfotype`). */
  readonly dailySalary: boolean
  /** Hourly salary (`contracthoursalinfo`): the hourly salary menu. */
  readonly hourSalary: boolean
  /** Real-time salary (`realtimesalinfotype`). */
  readonly realTimeSalary: boolean
}

/** Every switch off: before the consolidated data loads, or when AGENTPOLICY3 is off. */
export const noContracts: ContractFlags = {
  enableCt: false,
  salary: false,
  dailySalary: false,
  hourSalary: false,
  realTimeSalary: false,
}
