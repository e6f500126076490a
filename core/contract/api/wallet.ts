/**
 * Calls of the money area of the member centre (spec section 7 and our choices): the balance, transfers between the
 * member's wallets, the merchant's wallet mode, deposits, withdrawals and their confirmation, the transfer to the
 * upline, the payment password, and the member's records (betting, account, personal profit, bonus details).
 *
 * Balance, wallet transfer and merchant wallet are the spec's calls with the wire notes' shapes. The others are not
 * shown by the spec or the wire notes: they are our choice, under `/wps/relay/` with names in the platform's style
 * (`MCSFE_` member services, `ODSFE2_` reports, `passwordCheck/` for calls confirmed by a password), and say so in
 * their `note`. Calls that move money set `movesMoney` and carry an idempotency key.
 */
import { PaymentPasswordRequest, UplineTransferRequest } from "../../model/AgentTransfer.ts"
import { Balance } from "../../model/Balance.ts"
import { Deposit, DepositChannels, DepositList, DepositListRequest, DepositRequest } from "../../model/Deposit.ts"
import { MerchantWallet, MerchantWalletRequest } from "../../model/MerchantWallet.ts"
import {
  AccountRecords,
  AccountRecordsRequest,
  BetRecords,
  BetRecordsRequest,
  BonusDetails,
  BonusDetailsRequest,
  PersonalProfit,
  PersonalProfitRequest,
} from "../../model/Records.ts"
import { TransferRequest, TransferResult } from "../../model/Transfer.ts"
import {
  CancelRequest,
  ConfirmationListRequest,
  ConfirmRequest,
  Withdrawal,
  WithdrawalInfo,
  WithdrawalList,
  WithdrawalListRequest,
  WithdrawRequest,
} from "../../model/Withdrawal.ts"
import { Acknowledged } from "../Acknowledged.ts"
import { endpoint, NoParams, ourChoice } from "../Endpoint.ts"

export const wallet = {
  balance: endpoint({
    name: "balance",
    method: "GET",
    path: "/wps/v2/wallets/balance",
    request: NoParams,
    response: Balance,
    answered: "BalanceLoaded",
  }),
  walletTransfer: endpoint({
    name: "walletTransfer",
    method: "POST",
    path: "/wps/relay/GCS_walletTransfer",
    movesMoney: true,
    request: TransferRequest,
    response: TransferResult,
    answered: "WalletTransferred",
  }),
  merchantWallet: endpoint({
    name: "merchantWallet",
    method: "GET",
    path: "/wps/relay/GCS_merchantWallet",
    request: MerchantWalletRequest,
    response: MerchantWallet,
    answered: "MerchantWalletLoaded",
  }),
  depositChannels: endpoint({
    name: "depositChannels",
    method: "GET",
    path: "/wps/relay/MCSFE_getDepositChannels",
    request: NoParams,
    response: DepositChannels,
    answered: "DepositChannelsLoaded",
    note: ourChoice,
  }),
  depositRequest: endpoint({
    name: "depositRequest",
    method: "POST",
    path: "/wps/relay/MCSFE_submitDepositRequest",
    movesMoney: true,
    request: DepositRequest,
    response: Deposit,
    answered: "DepositOrderCreated",
    note: `${ourChoice} Moves money in the sense that a retried request must not open a second order.`,
  }),
  depositHistory: endpoint({
    name: "depositHistory",
    method: "GET",
    path: "/wps/relay/MCSFE_getDepositList",
    request: DepositListRequest,
    response: DepositList,
    answered: "DepositHistoryLoaded",
    note: ourChoice,
  }),
  withdrawalInfo: endpoint({
    name: "withdrawalInfo",
    method: "GET",
    path: "/wps/relay/MCSFE_getWithdrawalInfo",
    request: NoParams,
    response: WithdrawalInfo,
    answered: "WithdrawalInfoLoaded",
    note: ourChoice,
  }),
  withdraw: endpoint({
    name: "withdraw",
    method: "POST",
    path: "/wps/relay/passwordCheck/MCSFE_withdraw",
    encrypted: true,
    movesMoney: true,
    secrets: ["paymentPassword"],
    request: WithdrawRequest,
    response: Withdrawal,
    answered: "WithdrawalSubmitted",
    note: `${ourChoice} Encrypted like the other passwordCheck/ calls, since it carries the payment password.`,
  }),
  withdrawalHistory: endpoint({
    name: "withdrawalHistory",
    method: "GET",
    path: "/wps/relay/MCSFE_getWithdrawalList",
    request: WithdrawalListRequest,
    response: WithdrawalList,
    answered: "WithdrawalHistoryLoaded",
    note: ourChoice,
  }),
  paymentConfirmations: endpoint({
    name: "paymentConfirmations",
    method: "GET",
    path: "/wps/relay/MCSFE_getPaymentConfirmationList",
    request: ConfirmationListRequest,
    response: WithdrawalList,
    answered: "PaymentConfirmationsLoaded",
    note: "The path is in the wire notes' API table (6b); its fields and answer (withdrawals awaiting the member's confirmation) are our choice.",
  }),
  confirmWithdrawal: endpoint({
    name: "confirmWithdrawal",
    method: "POST",
    path: "/wps/relay/MCSFE_processC2CTransaction",
    request: ConfirmRequest,
    response: Withdrawal,
    answered: "WithdrawalConfirmed",
    note: "The path is in the wire notes' API table (6b); the body (result RECEIVED, NOT_RECEIVED with a base64 proof image, or FORCED after the timeout) and the answer (the updated withdrawal) are our choice.",
  }),
  cancelWithdrawal: endpoint({
    name: "cancelWithdrawal",
    method: "POST",
    path: "/wps/relay/MCSFE_cancelWithdrawal",
    movesMoney: true,
    request: CancelRequest,
    response: Withdrawal,
    answered: "WithdrawalCancelled",
    note: `${ourChoice} Our addition: a pending withdrawal can be cancelled, and the amount returns to the main wallet.`,
  }),
  uplineTransfer: endpoint({
    name: "uplineTransfer",
    method: "POST",
    path: "/wps/relay/passwordCheck/MCSFE_transferToUpline",
    encrypted: true,
    movesMoney: true,
    secrets: ["paymentPassword"],
    request: UplineTransferRequest,
    response: TransferResult,
    answered: "UplineTransferred",
    note: ourChoice,
  }),
  paymentPassword: endpoint({
    name: "paymentPassword",
    method: "POST",
    path: "/wps/member/password/payment",
    encrypted: true,
    secrets: ["loginPassword", "paymentPassword", "confirmPaymentPassword"],
    request: PaymentPasswordRequest,
    response: Acknowledged,
    answered: "PaymentPasswordSet",
    note: `${ourChoice} Beside /wps/member/password (the login password), encrypted like it.`,
  }),
  bettingRecords: endpoint({
    name: "bettingRecords",
    method: "GET",
    path: "/wps/relay/ODSFE2_getBetRecords",
    request: BetRecordsRequest,
    response: BetRecords,
    answered: "BettingRecordsLoaded",
    note: ourChoice,
  }),
  accountRecords: endpoint({
    name: "accountRecords",
    method: "GET",
    path: "/wps/relay/ODSFE2_getAccountRecords",
    request: AccountRecordsRequest,
    response: AccountRecords,
    answered: "AccountRecordsLoaded",
    note: ourChoice,
  }),
  personalProfit: endpoint({
    name: "personalProfit",
    method: "GET",
    path: "/wps/relay/ODSFE2_getPersonalProfit",
    request: PersonalProfitRequest,
    response: PersonalProfit,
    answered: "PersonalProfitLoaded",
    note: ourChoice,
  }),
  bonusDetails: endpoint({
    name: "bonusDetails",
    method: "GET",
    path: "/wps/relay/MCSFE_getBonusDetails",
    request: BonusDetailsRequest,
    response: BonusDetails,
    answered: "BonusDetailsLoaded",
    note: ourChoice,
  }),
}
