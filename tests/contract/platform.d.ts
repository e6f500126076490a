export interface paths {
    "/wps/system/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status */
        get: operations["status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/whitelabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whitelabel */
        get: operations["whitelabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/setting/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Register rules */
        get: operations["registerRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/domainRoute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Domain route */
        get: operations["domainRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/helpCenter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Help centre */
        get: operations["helpCentre"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries
         * @description Not in spec section 7: from the wire notes' API table (6b) and section 5; feeds the dialing-code selector.
         */
        get: operations["countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/verification/sms/noLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sms login code */
        post: operations["smsLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/verification/sms/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sms register code */
        post: operations["smsRegisterCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Captcha */
        get: operations["captcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/captcha/geetest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verification challenge */
        get: operations["verificationChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/freeplay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Free play
         * @description Spec section 7 also names an RSA-encrypted random string; the real client builds it but never sends it (wire notes section 3), so the body is os and platform 'W' only, unencrypted.
         */
        post: operations["freePlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Login verification
         * @description Path from the wire notes' API table (6b); body and answer are our choice (wire notes section 7: not seen).
         */
        post: operations["loginVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Member info */
        get: operations["memberInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info/icon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member icon
         * @description The answer's shape is our choice (not in the wire notes): an address string or an object naming it.
         */
        get: operations["memberIcon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/affiliate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliate */
        get: operations["affiliate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Register */
        put: operations["register"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/register/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Register mobile */
        put: operations["registerMobile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change password */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgot password by email */
        post: operations["forgotPasswordByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/email/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset password by email
         * @description Our addition: the email way sends a one-time code; this call uses it to set the new password.
         */
        post: operations["resetPasswordByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset password by phone */
        post: operations["resetPasswordByPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Logout */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Member language
         * @description Sent only with a session (the member's language); the API table (6b) gives no token flag.
         */
        put: operations["memberLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_gameVendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Game vendors */
        get: operations["gameVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_hotGamesV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hot games */
        get: operations["hotGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_gameList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Game list */
        get: operations["gameList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_getVassGameType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vass game types
         * @description Request fields never seen on the wire: we send none. The answer's shape is a third-party client's claim.
         */
        get: operations["vassGameTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getFavoriteGames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Favourite ids */
        get: operations["favouriteIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getFavoriteGamesList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Favourite list */
        get: operations["favouriteList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_addFavoriteGameV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add favourite */
        post: operations["addFavourite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_removeFavoriteGameV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove favourite */
        delete: operations["removeFavourite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_recentGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent games
         * @description Request fields never seen on the wire: we send pageNo, pageSize and language, as the game list does.
         */
        get: operations["recentGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GLS2_roomList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pvp rooms
         * @description Never called by the portals the wire notes saw: request and answer (value.list[] of rooms) are our choice.
         */
        get: operations["pvpRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/game/launchGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Launch game */
        get: operations["launchGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/games/game_menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lottery menus */
        get: operations["lotteryMenus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/games/game_menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vn lottery menus */
        get: operations["vnLotteryMenus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/games/game_menu/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent lotteries
         * @description Answer never seen on the wire: our choice, a raw array of lottery games.
         */
        get: operations["recentLotteries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/games/popular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Popular lotteries
         * @description A raw map (wire notes); the fields of each entry are our choice (see model/OpenedNumbers.ts).
         */
        get: operations["popularLotteries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/numeros/opened/game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vn opened numbers
         * @description Serves the popular list (count 20) and the full list (count 100); entry fields are our choice.
         */
        get: operations["vnOpenedNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lotto/lgw/games/opened/numero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opened numbers
         * @description Request and entry fields are our choice (not seen on the wire).
         */
        get: operations["openedNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getListAnnouncements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements */
        get: operations["announcements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_getWinnerBoard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Winner board */
        get: operations["winnerBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/VIS_getJackpot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jackpot */
        get: operations["jackpot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Feedback */
        put: operations["feedback"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/CSP_unreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread count */
        get: operations["unreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/test/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping
         * @description Sent to each mirror domain, not the API host; only the round trip counts. Answer shape our choice: the envelope with any value.
         */
        get: operations["ping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/v2/wallets/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance */
        get: operations["balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_walletTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wallet transfer */
        post: operations["walletTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_merchantWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Merchant wallet */
        get: operations["merchantWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getDepositChannels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposit channels
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["depositChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_submitDepositRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit request
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style. Moves money in the sense that a retried request must not open a second order.
         */
        post: operations["depositRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getDepositList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposit history
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["depositHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getWithdrawalInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawal info
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["withdrawalInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCSFE_withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style. Encrypted like the other passwordCheck/ calls, since it carries the payment password.
         */
        post: operations["withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getWithdrawalList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawal history
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["withdrawalHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getPaymentConfirmationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment confirmations
         * @description The path is in the wire notes' API table (6b); its fields and answer (withdrawals awaiting the member's confirmation) are our choice.
         */
        get: operations["paymentConfirmations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_processC2CTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm withdrawal
         * @description The path is in the wire notes' API table (6b); the body (result RECEIVED, NOT_RECEIVED with a base64 proof image, or FORCED after the timeout) and the answer (the updated withdrawal) are our choice.
         */
        post: operations["confirmWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_cancelWithdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel withdrawal
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style. Our addition: a pending withdrawal can be cancelled, and the amount returns to the main wallet.
         */
        post: operations["cancelWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCSFE_transferToUpline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upline transfer
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        post: operations["uplineTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment password
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style. Beside /wps/member/password (the login password), encrypted like it.
         */
        post: operations["paymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_getBetRecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Betting records
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["bettingRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_getAccountRecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account records
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["accountRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_getPersonalProfit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Personal profit
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["personalProfit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getBonusDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bonus details
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["bonusDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_getPointBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Point balance */
        get: operations["pointBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_getPointReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Point rewards */
        get: operations["pointRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCS2_redeemPointReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem point reward */
        post: operations["redeemPointReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCS2_convertPoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert point
         * @description Marked as moving money (our choice): converted points are credited to the main wallet.
         */
        post: operations["convertPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_getRedeemPointList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redeem point list */
        get: operations["redeemPointList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_getPointConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Point config */
        get: operations["pointConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_MemTransDet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member transactions
         * @description Query from the wire notes (section 4); the answer's shape (a page of transactions) is our choice.
         */
        get: operations["memberTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_claimRafflePromotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim raffle
         * @description Method, path and token from the spec; body and answer our choice. Marked as moving money: a prize is credited.
         */
        post: operations["claimRaffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getAvailablePromotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available promotions
         * @description Path in the wire notes' API table (6b); the answer (type → { enabled, count }) is what the platform's member centre reads for MISSION and REFERRAL.
         */
        get: operations["availablePromotions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getMerchantAvailablePromotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Promotions
         * @description The path is in the wire notes' endpoint tables; its fields and answer are our choice.
         */
        get: operations["promotions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_signUpRequestReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply promotion
         * @description The path is in the wire notes' endpoint tables; its fields and answer are our choice. Images travel as base64 text (png or jpg, at most 3 of 5 MB, spec section 5).
         */
        post: operations["applyPromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getMissionSummaryDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mission summary
         * @description The path is in the wire notes' endpoint tables; its fields and answer are our choice.
         */
        get: operations["missionSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getMissionLeaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mission leaderboard
         * @description The path is in the wire notes' endpoint tables; its fields and answer are our choice.
         */
        get: operations["missionLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_claimMissionReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim mission
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style. Marked as moving money: the reward is credited.
         */
        post: operations["claimMission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getReferralInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referral
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["referral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getVipLevels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vip levels
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style. No token: the VIP page (spec section 2) is open to visitors.
         */
        get: operations["vipLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getPlayerRankProgress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Player rank progress
         * @description The path is in the wire notes' endpoint tables; its fields and answer are our choice.
         */
        get: operations["playerRankProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/CSP_getInbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Inbox
         * @description The path is in the wire notes' endpoint tables; its fields and answer are our choice.
         */
        get: operations["inbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/CSP_readMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark messages read
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        post: operations["markMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info/funds/consolidated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consolidated */
        get: operations["consolidated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processDividendReq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Process dividend */
        get: operations["processDividend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processDailySalContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Process daily salary */
        get: operations["processDailySalary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processContractHourSalary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Process hour salary */
        post: operations["processHourSalary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_processRealTimeSalaryContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Process real time salary */
        post: operations["processRealTimeSalary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getAgentTeamOverview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Team overview
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["teamOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getDownlineList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downlines
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["downlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_getTeamBetRecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Team betting
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["teamBetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_getTeamProfitLoss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Team profit loss
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["teamProfitLoss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getAgentRevenueReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agent income
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["agentIncome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_getDownlineTransDet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downline transactions
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        get: operations["downlineTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCSFE_transferToDownline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Downline transfer
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        post: operations["downlineTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_offerDownlineContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer contract
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style.
         */
        post: operations["offerContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/downline/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register downline
         * @description Not in the spec's API list (section 7) nor the wire notes: the agent centre's register centre (section 2) is our choice, PUT like the member registration and encrypted like it (the passwords are secrets), with the agent's token; the body is the member registration's username, password and the payeeName, mobileNum and email the brand's rules enable, checked by the same rules; the answer names the new account (a member whose upline is the caller). A duplicate username is refused with the member registration's `account_exists`.
         */
        put: operations["registerDownline"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protection
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice (player protection). The limits with their use in each rolling window, pending changes, the reality-check interval, an exclusion in force and the previous login.
         */
        get: operations["protection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Protection limit
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice (player protection). amount null removes the limit; a raise or removal is pending for 24 hours. Answers the state it leaves.
         */
        put: operations["protectionLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/realityCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Protection reality check
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice (player protection). minutes 15, 30 or 60, or null for off. Answers the state it leaves.
         */
        put: operations["protectionRealityCheck"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protection session
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice (player protection). The reality check's figures since login: elapsed minutes, amount staked, net (payouts - stakes).
         */
        get: operations["protectionSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/exclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Protection exclusion
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice (player protection). Confirmed by the password; every session of the member ends at once. It can only be lengthened.
         */
        post: operations["protectionExclusion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protection history
         * @description Not shown by the spec or the wire notes: path, fields and answer are our choice (player protection). Logins and limit changes, newest first, at most 50 of each.
         */
        get: operations["protectionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live
         * @description Not shown by the spec or the wire notes: a server-sent event stream of our choice; the platform may lack it.
         */
        get: operations["live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        WhiteLabelNode: {
            modId: string;
            enabled: ("1" | "0") | boolean | (1 | 0);
            childrenNodes?: components["schemas"]["WhiteLabelNode"][] | null;
        } & {
            [key: string]: unknown;
        };
        HelpTopic: {
            title: string;
            tag?: string | null;
            content?: string | null;
            bgColor?: string | null;
            children?: components["schemas"]["HelpTopic"][] | null;
        } & {
            [key: string]: unknown;
        };
        CentsEncoded: number | ("Infinity" | "-Infinity" | "NaN") | string;
        /** @description epoch milliseconds */
        Instant: number;
        Failure: {
            /** @enum {boolean} */
            success: false;
            errorCode?: string | null;
            message?: string | null;
            value?: unknown | null;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description A field (named in `message`) or a header is wrong. errorCode: `request_param_err`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "errorCode": "request_param_err",
                 *       "message": "..."
                 *     }
                 */
                "application/json": {
                    /** @example request_param_err */
                    errorCode?: string;
                } & components["schemas"]["Failure"];
            };
        };
        /** @description A field (named in `message`) is wrong, or the `Idempotency-Key` is missing. errorCode: `request_param_err`, `idempotency_key_required`. */
        BadMoneyRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "errorCode": "request_param_err",
                 *       "message": "..."
                 *     }
                 */
                "application/json": {
                    /**
                     * @example request_param_err
                     * @example idempotency_key_required
                     */
                    errorCode?: string;
                } & components["schemas"]["Failure"];
            };
        };
        /** @description No session, or it ended: log in again. errorCode: `token_ip_different`, `user.or.token.invalid`, `login.not.session`, `CUSTOMER_NOT_LOGIN`. */
        SessionEnded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "errorCode": "token_ip_different",
                 *       "message": "..."
                 *     }
                 */
                "application/json": {
                    /**
                     * @example token_ip_different
                     * @example user.or.token.invalid
                     * @example login.not.session
                     * @example CUSTOMER_NOT_LOGIN
                     */
                    errorCode?: string;
                } & components["schemas"]["Failure"];
            };
        };
        /** @description The body is not `application/json`. errorCode: `unsupported_media_type`. */
        NotJson: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "errorCode": "unsupported_media_type",
                 *       "message": "..."
                 *     }
                 */
                "application/json": {
                    /** @example unsupported_media_type */
                    errorCode?: string;
                } & components["schemas"]["Failure"];
            };
        };
        /** @description Too many calls: wait and try again. errorCode: `TOO_MANY_REQUESTS`. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "errorCode": "TOO_MANY_REQUESTS",
                 *       "message": "..."
                 *     }
                 */
                "application/json": {
                    /** @example TOO_MANY_REQUESTS */
                    errorCode?: string;
                } & components["schemas"]["Failure"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    status: {
        parameters: {
            query?: {
                url?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            maintenance?: boolean | null;
                            regionRestriction?: boolean | null;
                            maintenanceEnd?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                            location?: ({
                                ip?: string | null;
                                country?: string | null;
                                countryCode?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            info?: ({
                                whitelabel?: components["schemas"]["WhiteLabelNode"][] | null;
                                whitelabelVal?: {
                                    [key: string]: ("1" | "0") | boolean | (1 | 0);
                                } | null;
                                register?: {
                                    [key: string]: {
                                        enabled?: boolean | ("1" | "0" | "true" | "false") | (1 | 0) | null;
                                        required?: boolean | ("1" | "0" | "true" | "false") | (1 | 0) | null;
                                        patternId?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                                        minLength?: number | ("Infinity" | "-Infinity" | "NaN") | null;
                                        maxLength?: number | ("Infinity" | "-Infinity" | "NaN") | null;
                                        acceptedPattern?: string | null;
                                        message?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                } | null;
                                resources?: ({
                                    resourceType: string;
                                    url?: string | null;
                                    qrCodeUrl?: string | null;
                                    labelNameEn?: string | null;
                                } & {
                                    [key: string]: unknown;
                                })[] | null;
                                customerService?: ({
                                    path: string;
                                    type?: number | ("Infinity" | "-Infinity" | "NaN") | string | null;
                                    title?: string | null;
                                    csType?: string | null;
                                    csPosition?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                                    labelIds?: (string | number | ("Infinity" | "-Infinity" | "NaN"))[] | null;
                                } & {
                                    [key: string]: unknown;
                                })[] | null;
                                imageCDNs?: string[] | null;
                                launchGameCDNs?: string[] | null;
                                analytics?: ({
                                    gtagId?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                mainDomain?: string | null;
                                loginedToHomePage?: boolean | null;
                                gw?: ({
                                    GEETEST_ID?: string | null;
                                    GEETEST_VERSION?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    whitelabel: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: components["schemas"]["WhiteLabelNode"][];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    registerRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            [key: string]: {
                                enabled?: boolean | ("1" | "0" | "true" | "false") | (1 | 0) | null;
                                required?: boolean | ("1" | "0" | "true" | "false") | (1 | 0) | null;
                                patternId?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                                minLength?: number | ("Infinity" | "-Infinity" | "NaN") | null;
                                maxLength?: number | ("Infinity" | "-Infinity" | "NaN") | null;
                                acceptedPattern?: string | null;
                                message?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    domainRoute: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            customerService?: ({
                                path: string;
                                type?: number | ("Infinity" | "-Infinity" | "NaN") | string | null;
                                title?: string | null;
                                csType?: string | null;
                                csPosition?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                                labelIds?: (string | number | ("Infinity" | "-Infinity" | "NaN"))[] | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            domainList?: ({
                                domainName: string;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    helpCentre: {
        parameters: {
            query?: {
                lang?: string;
                device?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: components["schemas"]["HelpTopic"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    countries: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: ({
                            countryCode: string;
                            countryDialingCode: string | number | ("Infinity" | "-Infinity" | "NaN");
                            currency?: string | null;
                            currencySymbol?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            token: string;
                            firstTimeLogin?: boolean | null;
                            passwordExpired?: boolean | null;
                            account?: string | null;
                            username?: string | null;
                            nickname?: string | null;
                            type?: number | string | null;
                            customerId?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    smsLoginCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobileNum: string;
                    countryDialingCode?: string;
                    lot_number?: string;
                    captcha_output?: string;
                    pass_token?: string;
                    gen_time?: string;
                    captcha_id?: string;
                    geetest_challenge?: string;
                    geetest_validate?: string;
                    geetest_seccode?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            expiredMinutes: number | string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    smsRegisterCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobileNo: string;
                    countryDialingCode?: string;
                    regType?: string;
                    lot_number?: string;
                    captcha_output?: string;
                    pass_token?: string;
                    gen_time?: string;
                    captcha_id?: string;
                    geetest_challenge?: string;
                    geetest_validate?: string;
                    geetest_seccode?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            expiredMinutes: number | string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    captcha: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    verificationChallenge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            challenge: string;
                            image: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    freePlay: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    os?: string;
                    platform?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            token: string;
                            firstTimeLogin?: boolean | null;
                            passwordExpired?: boolean | null;
                            account?: string | null;
                            username?: string | null;
                            nickname?: string | null;
                            type?: number | string | null;
                            customerId?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    loginVerification: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            token: string;
                            firstTimeLogin?: boolean | null;
                            passwordExpired?: boolean | null;
                            account?: string | null;
                            username?: string | null;
                            nickname?: string | null;
                            type?: number | string | null;
                            customerId?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    memberInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            id?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                            account: string;
                            nickname?: string | null;
                            type: number | string;
                            lastLogin?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                            toUpline?: boolean | number | ("Infinity" | "-Infinity" | "NaN") | string | null;
                            firstTimeLogin?: boolean | null;
                            clubLabel?: ({
                                labelName?: string | null;
                                labelId?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                                type?: string | null;
                                rankLevel?: number | string | null;
                                color?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            memberLabel?: ({
                                labelName?: string | null;
                                labelId?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                                type?: string | null;
                                rankLevel?: number | string | null;
                                color?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            customerId?: string | number | ("Infinity" | "-Infinity" | "NaN") | null;
                            mobileNum?: string | null;
                            email?: string | null;
                            lastLoginIp?: string | null;
                            googleBound?: boolean | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    memberIcon: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    affiliate: {
        parameters: {
            query: {
                code: string;
                domain?: string;
                referralCode?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            token?: string | null;
                            firstTimeLogin?: boolean | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    registerMobile: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            token?: string | null;
                            firstTimeLogin?: boolean | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    forgotPasswordByEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    email: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    resetPasswordByEmail: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    resetPasswordByPhone: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    memberLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    language: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    gameVendors: {
        parameters: {
            query: {
                merchantCode: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            data: {
                                lanes?: ({
                                    title: string;
                                    cards?: ({
                                        vassalage: string;
                                        gameType?: string | null;
                                        accountTypeName?: string | null;
                                        accountTypeId?: string | number | null;
                                        displayName?: string | null;
                                        lagerIcon?: string | null;
                                        isGame?: string | null;
                                        appNewWindow?: boolean | number | string | null;
                                        freeplay?: boolean | number | string | null;
                                        gameId?: string | number | null;
                                        roomId?: string | number | null;
                                        nodeId?: string | number | null;
                                        platform?: string | null;
                                        isHot?: boolean | number | string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    gameClassify?: string | number | null;
                                } & {
                                    [key: string]: unknown;
                                })[] | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    hotGames: {
        parameters: {
            query: {
                merchantCode: string;
                isPlatform: 2;
                vassalage: string;
                platform: "flash,html5-desktop";
                language: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                nodeId: string | number;
                                nodeName?: string | null;
                                gameName?: string | null;
                                displayName?: string | null;
                                showIcon?: string | null;
                                iconUrl?: string | null;
                                smallIcon?: string | null;
                                vassalage?: string | null;
                                gameType?: string | null;
                                gameCode?: string | null;
                                gameId?: string | number | null;
                                isGame?: string | null;
                                accountTypeName?: string | null;
                                freeplay?: boolean | number | string | null;
                                platform?: string | null;
                                supportPlay?: string | boolean | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    gameList: {
        parameters: {
            query: {
                clientType: 3;
                platform: string;
                merchant: string;
                gameType?: string | null;
                vassalage?: string | null;
                gameClassify?: string | null;
                gameName?: string | null;
                minBet?: number | null;
                minLineNum?: number | null;
                pageNo: number;
                pageSize: number;
                language: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            games?: ({
                                nodeId: string | number;
                                nodeName?: string | null;
                                gameName?: string | null;
                                displayName?: string | null;
                                showIcon?: string | null;
                                iconUrl?: string | null;
                                smallIcon?: string | null;
                                vassalage?: string | null;
                                gameType?: string | null;
                                gameCode?: string | null;
                                gameId?: string | number | null;
                                isGame?: string | null;
                                accountTypeName?: string | null;
                                freeplay?: boolean | number | string | null;
                                platform?: string | null;
                                supportPlay?: string | boolean | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    vassGameTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            content?: {
                                [key: string]: Record<string, never>;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    favouriteIds: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: (string | number)[] | null;
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    favouriteList: {
        parameters: {
            query: {
                clientType: 3;
                platform: "flash";
                language: string;
                token: string;
                pageNo: number;
                pageSize: number;
                gameType?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            content?: ({
                                nodeId: string | number;
                                nodeName?: string | null;
                                gameName?: string | null;
                                displayName?: string | null;
                                showIcon?: string | null;
                                iconUrl?: string | null;
                                smallIcon?: string | null;
                                vassalage?: string | null;
                                gameType?: string | null;
                                gameCode?: string | null;
                                gameId?: string | number | null;
                                isGame?: string | null;
                                accountTypeName?: string | null;
                                freeplay?: boolean | number | string | null;
                                platform?: string | null;
                                supportPlay?: string | boolean | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            pageNum?: number | string | null;
                            totalPages?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    addFavourite: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodeId: string | number;
                    vendor: string;
                    gameType: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    removeFavourite: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodeId: string | number;
                    vendor: string;
                    gameType: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    recentGames: {
        parameters: {
            query: {
                pageNo: number;
                pageSize: number;
                language: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                nodeId: string | number;
                                nodeName?: string | null;
                                gameName?: string | null;
                                displayName?: string | null;
                                showIcon?: string | null;
                                iconUrl?: string | null;
                                smallIcon?: string | null;
                                vassalage?: string | null;
                                gameType?: string | null;
                                gameCode?: string | null;
                                gameId?: string | number | null;
                                isGame?: string | null;
                                accountTypeName?: string | null;
                                freeplay?: boolean | number | string | null;
                                platform?: string | null;
                                supportPlay?: string | boolean | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pvpRooms: {
        parameters: {
            query: {
                vassalage?: string | null;
                language: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                roomId: string | number;
                                roomName?: string | null;
                                nodeId?: string | number | null;
                                gameId?: string | number | null;
                                vassalage?: string | null;
                                gameType?: string | null;
                                icon?: string | null;
                                minBet?: components["schemas"]["CentsEncoded"] | null;
                                players?: number | string | null;
                                maxPlayers?: number | string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    launchGame: {
        parameters: {
            query: {
                gameId?: string | number | null;
                roomId?: string | number | null;
                nodeId?: string | number | null;
                accountType?: 1 | 0;
                confirmTrans?: 0;
                vassalage?: string;
                launchMode: "GLS" | "LOTT";
                platform?: "html5-desktop" | "flash" | "html5";
                clientType?: 3;
                username?: string;
                token?: string;
                merchantCode?: string;
                language: string;
                device?: "WEB";
                lottoArea?: "VN";
                lottoPrizeMode?: string;
                lottoGameCode?: string | null;
                lottoView?: "betting" | "lobby";
                backUrl?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            content?: string | ({
                                game_url?: string | null;
                                game_url2?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            gameUrl?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    lotteryMenus: {
        parameters: {
            query: {
                prizeMode: string;
                device?: "WEB" | null;
                count?: number | null;
                language?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        gameGroupCode?: string | null;
                        labelName?: string | null;
                        gameMenus?: ({
                            gameCode?: string | null;
                            gameName?: string | null;
                            labelName?: string | null;
                            gameGroupCode?: string | null;
                            prizeMode?: string | null;
                            icon?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[] | null;
                    } & {
                        [key: string]: unknown;
                    })[] | {
                        [key: string]: {
                            gameGroupCode?: string | null;
                            labelName?: string | null;
                            gameMenus?: ({
                                gameCode?: string | null;
                                gameName?: string | null;
                                labelName?: string | null;
                                gameGroupCode?: string | null;
                                prizeMode?: string | null;
                                icon?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    vnLotteryMenus: {
        parameters: {
            query: {
                prizeMode: string;
                device?: "WEB" | null;
                count?: number | null;
                language?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        gameGroupCode?: string | null;
                        labelName?: string | null;
                        gameMenus?: ({
                            gameCode?: string | null;
                            gameName?: string | null;
                            labelName?: string | null;
                            gameGroupCode?: string | null;
                            prizeMode?: string | null;
                            icon?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[] | null;
                    } & {
                        [key: string]: unknown;
                    })[] | {
                        [key: string]: {
                            gameGroupCode?: string | null;
                            labelName?: string | null;
                            gameMenus?: ({
                                gameCode?: string | null;
                                gameName?: string | null;
                                labelName?: string | null;
                                gameGroupCode?: string | null;
                                prizeMode?: string | null;
                                icon?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    recentLotteries: {
        parameters: {
            query: {
                prizeMode: string;
                device?: "WEB" | null;
                count?: number | null;
                language?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        gameCode?: string | null;
                        gameName?: string | null;
                        labelName?: string | null;
                        gameGroupCode?: string | null;
                        prizeMode?: string | null;
                        icon?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    popularLotteries: {
        parameters: {
            query: {
                prizeMode: string;
                device?: "WEB" | null;
                count?: number | null;
                language?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        gameCode?: string | null;
                        gameName?: string | null;
                        labelName?: string | null;
                        prizeMode?: string | null;
                        numero?: string | number | null;
                        winNumber?: string | null;
                        openTime?: string | number | null;
                        nextOpenTime?: string | number | null;
                    } & {
                        [key: string]: unknown;
                    })[] | {
                        [key: string]: {
                            gameCode?: string | null;
                            gameName?: string | null;
                            labelName?: string | null;
                            prizeMode?: string | null;
                            numero?: string | number | null;
                            winNumber?: string | null;
                            openTime?: string | number | null;
                            nextOpenTime?: string | number | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    vnOpenedNumbers: {
        parameters: {
            query: {
                prizeMode: string;
                device?: "WEB" | null;
                count?: number | null;
                language?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        gameCode?: string | null;
                        gameName?: string | null;
                        labelName?: string | null;
                        prizeMode?: string | null;
                        numero?: string | number | null;
                        winNumber?: string | null;
                        openTime?: string | number | null;
                        nextOpenTime?: string | number | null;
                    } & {
                        [key: string]: unknown;
                    })[] | {
                        [key: string]: {
                            gameCode?: string | null;
                            gameName?: string | null;
                            labelName?: string | null;
                            prizeMode?: string | null;
                            numero?: string | number | null;
                            winNumber?: string | null;
                            openTime?: string | number | null;
                            nextOpenTime?: string | number | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    openedNumbers: {
        parameters: {
            query: {
                prizeMode: string;
                device?: "WEB" | null;
                count?: number | null;
                language?: string | null;
                gameCode?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        gameCode?: string | null;
                        gameName?: string | null;
                        labelName?: string | null;
                        prizeMode?: string | null;
                        numero?: string | number | null;
                        winNumber?: string | null;
                        openTime?: string | number | null;
                        nextOpenTime?: string | number | null;
                    } & {
                        [key: string]: unknown;
                    })[] | {
                        [key: string]: {
                            gameCode?: string | null;
                            gameName?: string | null;
                            labelName?: string | null;
                            prizeMode?: string | null;
                            numero?: string | number | null;
                            winNumber?: string | null;
                            openTime?: string | number | null;
                            nextOpenTime?: string | number | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    announcements: {
        parameters: {
            query: {
                types: string;
                platform: "W";
                execution?: ("A" | "F" | "B") | null;
                groupName?: string | null;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            banners?: ({
                                groupName?: string | null;
                                url?: string | null;
                                linkage?: string | null;
                                linkageType?: string | null;
                                roomId?: string | number | null;
                                nodeId?: string | number | null;
                                vendor?: string | null;
                                title?: string | null;
                                subtitle?: string | null;
                                action?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            player?: ({
                                id?: string | number | null;
                                title?: string | null;
                                content?: string | null;
                                timestamp?: string | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            popup?: ({
                                id?: string | number | null;
                                title?: string | null;
                                content?: string | null;
                                execution?: string | null;
                                promotionType?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            promotion?: ({
                                id?: string | number | null;
                                title?: string | null;
                                content?: string | null;
                                url?: string | null;
                                promotionType?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    winnerBoard: {
        parameters: {
            query: {
                gameCategory: string;
                language: string;
                limitNum: number;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                vo: {
                                    recordId?: string | number | null;
                                    customerName?: string | null;
                                    winAmount?: components["schemas"]["CentsEncoded"] | null;
                                    gameId?: string | number | null;
                                    nodeId?: string | number | null;
                                    vendor?: string | null;
                                    gameName?: string | null;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    jackpot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            amount: components["schemas"]["CentsEncoded"];
                            currency?: string | null;
                            updatedAt?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    feedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sender: string;
                    content: string;
                    type: string;
                    captcha: string;
                    file?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    unreadCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: number | string | null;
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    ping: {
        parameters: {
            query: {
                speed: number;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    balance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            sumBalance: components["schemas"]["CentsEncoded"];
                            currency?: string | null;
                            currencySymbol?: string | null;
                            balance?: ({
                                accountTypeId: number | string;
                                accountTypeName?: string | null;
                                displayName?: string | null;
                                accountName?: string | null;
                                availBalance?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    walletTransfer: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromAccountTypeId: number | string;
                    toAccountTypeId: number | string;
                    amount: components["schemas"]["CentsEncoded"];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            successAmount?: components["schemas"]["CentsEncoded"] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    merchantWallet: {
        parameters: {
            query: {
                merchantCode: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            isSingle?: boolean | number | string | null;
                            autoTransfer?: boolean | number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    depositChannels: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: ({
                            id: string | number;
                            name: string;
                            type?: string | null;
                            minAmount?: components["schemas"]["CentsEncoded"] | null;
                            maxAmount?: components["schemas"]["CentsEncoded"] | null;
                            fee?: components["schemas"]["CentsEncoded"] | null;
                            bankName?: string | null;
                            accountName?: string | null;
                            accountNumber?: string | null;
                            qrCodeUrl?: string | null;
                            instructions?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    depositRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channelId: string | number;
                    amount: components["schemas"]["CentsEncoded"];
                    payerName?: string;
                    remarks?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            id: string | number;
                            amount: components["schemas"]["CentsEncoded"];
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
                            channelName?: string | null;
                            createTime?: string | number | null;
                            updateTime?: string | number | null;
                            remarks?: string | null;
                            payUrl?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    depositHistory: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                status?: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                id: string | number;
                                amount: components["schemas"]["CentsEncoded"];
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
                                channelName?: string | null;
                                createTime?: string | number | null;
                                updateTime?: string | number | null;
                                remarks?: string | null;
                                payUrl?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    withdrawalInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            bankAccounts?: ({
                                id: string | number;
                                bankName?: string | null;
                                accountName?: string | null;
                                accountNumber?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            minAmount?: components["schemas"]["CentsEncoded"] | null;
                            maxAmount?: components["schemas"]["CentsEncoded"] | null;
                            withdrawable?: components["schemas"]["CentsEncoded"] | null;
                            fee?: components["schemas"]["CentsEncoded"] | null;
                            dailyCountLeft?: number | string | null;
                            hasPaymentPassword?: boolean | number | string | null;
                            autoConfirmMinutes?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    withdraw: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            id: string | number;
                            amount: components["schemas"]["CentsEncoded"];
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
                            confirmation?: ("AWAITING" | "RECEIVED" | "NOT_RECEIVED" | "FORCED") | null;
                            bankName?: string | null;
                            accountNumber?: string | null;
                            createTime?: string | number | null;
                            paidAt?: number | null;
                            remarks?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    withdrawalHistory: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                status?: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                id: string | number;
                                amount: components["schemas"]["CentsEncoded"];
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
                                confirmation?: ("AWAITING" | "RECEIVED" | "NOT_RECEIVED" | "FORCED") | null;
                                bankName?: string | null;
                                accountNumber?: string | null;
                                createTime?: string | number | null;
                                paidAt?: number | null;
                                remarks?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    paymentConfirmations: {
        parameters: {
            query: {
                page: number | string;
                size: number | string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                id: string | number;
                                amount: components["schemas"]["CentsEncoded"];
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
                                confirmation?: ("AWAITING" | "RECEIVED" | "NOT_RECEIVED" | "FORCED") | null;
                                bankName?: string | null;
                                accountNumber?: string | null;
                                createTime?: string | number | null;
                                paidAt?: number | null;
                                remarks?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    confirmWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    withdrawalId: string | number;
                    /** @enum {string} */
                    result: "RECEIVED" | "NOT_RECEIVED" | "FORCED";
                    proofImage?: string;
                    remarks?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            id: string | number;
                            amount: components["schemas"]["CentsEncoded"];
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
                            confirmation?: ("AWAITING" | "RECEIVED" | "NOT_RECEIVED" | "FORCED") | null;
                            bankName?: string | null;
                            accountNumber?: string | null;
                            createTime?: string | number | null;
                            paidAt?: number | null;
                            remarks?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    cancelWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    withdrawalId: string | number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            id: string | number;
                            amount: components["schemas"]["CentsEncoded"];
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED";
                            confirmation?: ("AWAITING" | "RECEIVED" | "NOT_RECEIVED" | "FORCED") | null;
                            bankName?: string | null;
                            accountNumber?: string | null;
                            createTime?: string | number | null;
                            paidAt?: number | null;
                            remarks?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    uplineTransfer: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            successAmount?: components["schemas"]["CentsEncoded"] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    paymentPassword: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    bettingRecords: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                vendor?: string;
                gameType?: string;
                status?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                betId?: string | number | null;
                                vendor?: string | null;
                                gameName?: string | null;
                                gameType?: string | null;
                                betAmount: components["schemas"]["CentsEncoded"];
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                status?: string | null;
                                betTime?: string | number | null;
                                settleTime?: string | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    accountRecords: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                type?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                id?: string | number | null;
                                type?: string | null;
                                typeName?: string | null;
                                amount: components["schemas"]["CentsEncoded"];
                                balance?: components["schemas"]["CentsEncoded"] | null;
                                createTime?: string | number | null;
                                remarks?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    personalProfit: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                vendor?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                productType?: string | null;
                                vendor?: string | null;
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    bonusDetails: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                type?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                id?: string | number | null;
                                type?: string | null;
                                typeName?: string | null;
                                amount: components["schemas"]["CentsEncoded"];
                                status?: string | null;
                                createTime?: string | number | null;
                                remarks?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pointBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: number | string;
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pointRewards: {
        parameters: {
            query: {
                page: number | string;
                size: number | string;
                type?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                id?: string | number | null;
                                rewardId?: string | number | null;
                                name?: string | null;
                                rewardName?: string | null;
                                points: number | string;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                quantity?: number | string | null;
                                status?: string | number | null;
                                remark?: string | null;
                                units?: string | null;
                                imageUrl?: string | null;
                                type?: string | null;
                                redeemType?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    redeemPointReward: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    convertPoint: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    redeemPointList: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                status?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                id?: string | number | null;
                                rewardName?: string | null;
                                points?: number | string | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                quantity?: number | string | null;
                                status?: string | number | null;
                                remarks?: string | null;
                                createTime?: string | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pointConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            [key: string]: number | string;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    memberTransactions: {
        parameters: {
            query: {
                subordinateName?: string;
                startTime: string;
                endTime: string;
                accountTypeId: number | string;
                page: number | string;
                size: number | string;
                excludeTxTypeIds?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                txId?: string | number | null;
                                txTypeId?: string | number | null;
                                txTypeName?: string | null;
                                amount: components["schemas"]["CentsEncoded"];
                                balance?: components["schemas"]["CentsEncoded"] | null;
                                createTime?: string | number | null;
                                remarks?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    claimRaffle: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    promotionId?: string | number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: ({
                            prizeName?: string | null;
                            amount?: components["schemas"]["CentsEncoded"] | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    availablePromotions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            [key: string]: ({
                                enabled?: boolean | number | string | null;
                                count?: number | string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    promotions: {
        parameters: {
            query?: {
                language?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                promotionId: string | number;
                                title: string;
                                content?: string | null;
                                imageUrl?: string | null;
                                category?: string | null;
                                startTime?: string | number | null;
                                endTime?: string | number | null;
                                status?: string | null;
                                needApply?: boolean | number | string | null;
                                needContact?: boolean | number | string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    applyPromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    promotionId: string | number;
                    comment: string;
                    images: string[];
                    contact?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    missionSummary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                missionId: string | number;
                                name: string;
                                description?: string | null;
                                progress?: number | string | null;
                                target?: number | string | null;
                                reward?: components["schemas"]["CentsEncoded"] | null;
                                /** @enum {string} */
                                status: "OPEN" | "COMPLETED" | "CLAIMED" | "EXPIRED";
                                endTime?: string | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    missionLeaderboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                rank: number | string;
                                account: string;
                                score?: number | string | null;
                                reward?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    claimMission: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    missionId: string | number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    referral: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            referralCode: string;
                            referralUrl?: string | null;
                            invitedCount?: number | string | null;
                            qualifiedCount?: number | string | null;
                            totalReward?: components["schemas"]["CentsEncoded"] | null;
                            rules?: string | null;
                            list?: ({
                                account: string;
                                registerTime?: string | number | null;
                                status?: string | null;
                                reward?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    vipLevels: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: ({
                            level: number | string;
                            name: string;
                            minDeposit?: components["schemas"]["CentsEncoded"] | null;
                            minValidBet?: components["schemas"]["CentsEncoded"] | null;
                            upgradeBonus?: components["schemas"]["CentsEncoded"] | null;
                            monthlyBonus?: components["schemas"]["CentsEncoded"] | null;
                            birthdayBonus?: components["schemas"]["CentsEncoded"] | null;
                            rebateRate?: number | string | null;
                            iconUrl?: string | null;
                            color?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    playerRankProgress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            labelName?: string | null;
                            rankLevel?: number | string | null;
                            nextLabelName?: string | null;
                            currentDeposit?: components["schemas"]["CentsEncoded"] | null;
                            nextDeposit?: components["schemas"]["CentsEncoded"] | null;
                            currentValidBet?: components["schemas"]["CentsEncoded"] | null;
                            nextValidBet?: components["schemas"]["CentsEncoded"] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    inbox: {
        parameters: {
            query: {
                page: number | string;
                size: number | string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                id: string | number;
                                title: string;
                                content?: string | null;
                                type?: string | null;
                                createTime?: string | number | null;
                                isRead?: boolean | number | string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            unreadCount?: number | string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    markMessagesRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: (string | number)[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    consolidated: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            divtypecompperiodreq?: {
                                [key: string]: {
                                    [key: string]: ({
                                        id?: string | number | null;
                                        contractId?: string | number | null;
                                        status?: string | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        contractRate?: number | string | null;
                                        periodicTotalBet?: components["schemas"]["CentsEncoded"] | null;
                                        periodicTotalBetRequired?: string | null;
                                        periodicNetLoss?: components["schemas"]["CentsEncoded"] | null;
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                        downlineHigherRate?: string | null;
                                        realTimeSalaryRates?: ({
                                            Id?: string | number | null;
                                            betAmount?: components["schemas"]["CentsEncoded"] | null;
                                            lossRate?: number | string | null;
                                            winRate?: number | string | null;
                                            netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        } & {
                                            [key: string]: unknown;
                                        })[] | null;
                                        details?: ({
                                            betVolume?: components["schemas"]["CentsEncoded"] | null;
                                            minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                            activeMember?: number | string | null;
                                            netLoss?: components["schemas"]["CentsEncoded"] | null;
                                            rate?: number | string | null;
                                            rateType?: string | null;
                                        } & {
                                            [key: string]: unknown;
                                        })[] | null;
                                        hourSalaryRates?: ({
                                            betVolume?: components["schemas"]["CentsEncoded"] | null;
                                            minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                            activeMember?: number | string | null;
                                            netLoss?: components["schemas"]["CentsEncoded"] | null;
                                            rate?: number | string | null;
                                            rateType?: string | null;
                                        } & {
                                            [key: string]: unknown;
                                        })[] | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                } | null;
                            } | null;
                            divtypereq?: {
                                [key: string]: ({
                                    id?: string | number | null;
                                    contractId?: string | number | null;
                                    status?: string | null;
                                    minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                    netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    activeMember?: number | string | null;
                                    contractRate?: number | string | null;
                                    periodicTotalBet?: components["schemas"]["CentsEncoded"] | null;
                                    periodicTotalBetRequired?: string | null;
                                    periodicNetLoss?: components["schemas"]["CentsEncoded"] | null;
                                    betVolume?: components["schemas"]["CentsEncoded"] | null;
                                    rate?: number | string | null;
                                    rateType?: string | null;
                                    downlineHigherRate?: string | null;
                                    realTimeSalaryRates?: ({
                                        Id?: string | number | null;
                                        betAmount?: components["schemas"]["CentsEncoded"] | null;
                                        lossRate?: number | string | null;
                                        winRate?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    details?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    hourSalaryRates?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                } & {
                                    [key: string]: unknown;
                                })[] | null;
                            } | null;
                            dailysalreqtype?: {
                                [key: string]: ({
                                    id?: string | number | null;
                                    contractId?: string | number | null;
                                    status?: string | null;
                                    minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                    netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    activeMember?: number | string | null;
                                    contractRate?: number | string | null;
                                    periodicTotalBet?: components["schemas"]["CentsEncoded"] | null;
                                    periodicTotalBetRequired?: string | null;
                                    periodicNetLoss?: components["schemas"]["CentsEncoded"] | null;
                                    betVolume?: components["schemas"]["CentsEncoded"] | null;
                                    rate?: number | string | null;
                                    rateType?: string | null;
                                    downlineHigherRate?: string | null;
                                    realTimeSalaryRates?: ({
                                        Id?: string | number | null;
                                        betAmount?: components["schemas"]["CentsEncoded"] | null;
                                        lossRate?: number | string | null;
                                        winRate?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    details?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    hourSalaryRates?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                } & {
                                    [key: string]: unknown;
                                })[] | null;
                            } | null;
                            dailysalreq?: {
                                [key: string]: ({
                                    id?: string | number | null;
                                    contractId?: string | number | null;
                                    status?: string | null;
                                    minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                    netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    activeMember?: number | string | null;
                                    contractRate?: number | string | null;
                                    periodicTotalBet?: components["schemas"]["CentsEncoded"] | null;
                                    periodicTotalBetRequired?: string | null;
                                    periodicNetLoss?: components["schemas"]["CentsEncoded"] | null;
                                    betVolume?: components["schemas"]["CentsEncoded"] | null;
                                    rate?: number | string | null;
                                    rateType?: string | null;
                                    downlineHigherRate?: string | null;
                                    realTimeSalaryRates?: ({
                                        Id?: string | number | null;
                                        betAmount?: components["schemas"]["CentsEncoded"] | null;
                                        lossRate?: number | string | null;
                                        winRate?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    details?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    hourSalaryRates?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                } & {
                                    [key: string]: unknown;
                                })[] | null;
                            } | null;
                            contracthoursalreq?: {
                                [key: string]: ({
                                    id?: string | number | null;
                                    contractId?: string | number | null;
                                    status?: string | null;
                                    minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                    netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    activeMember?: number | string | null;
                                    contractRate?: number | string | null;
                                    periodicTotalBet?: components["schemas"]["CentsEncoded"] | null;
                                    periodicTotalBetRequired?: string | null;
                                    periodicNetLoss?: components["schemas"]["CentsEncoded"] | null;
                                    betVolume?: components["schemas"]["CentsEncoded"] | null;
                                    rate?: number | string | null;
                                    rateType?: string | null;
                                    downlineHigherRate?: string | null;
                                    realTimeSalaryRates?: ({
                                        Id?: string | number | null;
                                        betAmount?: components["schemas"]["CentsEncoded"] | null;
                                        lossRate?: number | string | null;
                                        winRate?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    details?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    hourSalaryRates?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                } & {
                                    [key: string]: unknown;
                                })[] | null;
                            } | null;
                            realtimesalreqtype?: {
                                [key: string]: ({
                                    id?: string | number | null;
                                    contractId?: string | number | null;
                                    status?: string | null;
                                    minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                    netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    activeMember?: number | string | null;
                                    contractRate?: number | string | null;
                                    periodicTotalBet?: components["schemas"]["CentsEncoded"] | null;
                                    periodicTotalBetRequired?: string | null;
                                    periodicNetLoss?: components["schemas"]["CentsEncoded"] | null;
                                    betVolume?: components["schemas"]["CentsEncoded"] | null;
                                    rate?: number | string | null;
                                    rateType?: string | null;
                                    downlineHigherRate?: string | null;
                                    realTimeSalaryRates?: ({
                                        Id?: string | number | null;
                                        betAmount?: components["schemas"]["CentsEncoded"] | null;
                                        lossRate?: number | string | null;
                                        winRate?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    details?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                    hourSalaryRates?: ({
                                        betVolume?: components["schemas"]["CentsEncoded"] | null;
                                        minimumBet?: components["schemas"]["CentsEncoded"] | null;
                                        activeMember?: number | string | null;
                                        netLoss?: components["schemas"]["CentsEncoded"] | null;
                                        rate?: number | string | null;
                                        rateType?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[] | null;
                                } & {
                                    [key: string]: unknown;
                                })[] | null;
                            } | null;
                            divtypeinfo?: unknown | null;
                            divtypecompperiodinfo?: unknown | null;
                            dailysalinfotype?: unknown | null;
                            contractmrdailysalinfotype?: unknown | null;
                            contracthoursalinfo?: unknown | null;
                            realtimesalinfotype?: unknown | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    processDividend: {
        parameters: {
            query: {
                type: string;
                status: "A" | "R" | "C";
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    processDailySalary: {
        parameters: {
            query: {
                id: string | number;
                status: "A" | "R" | "C";
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    processHourSalary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contractId: string | number;
                    /** @enum {string} */
                    status: "A" | "R" | "C";
                    productType?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    processRealTimeSalary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contractId: string | number;
                    /** @enum {string} */
                    status: "A" | "R" | "C";
                    productType?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    teamOverview: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            teamSize?: number | string | null;
                            directCount?: number | string | null;
                            newMembers?: number | string | null;
                            activeMembers?: number | string | null;
                            firstDepositCount?: number | string | null;
                            teamBalance?: components["schemas"]["CentsEncoded"] | null;
                            depositAmount?: components["schemas"]["CentsEncoded"] | null;
                            withdrawalAmount?: components["schemas"]["CentsEncoded"] | null;
                            betAmount?: components["schemas"]["CentsEncoded"] | null;
                            validBet?: components["schemas"]["CentsEncoded"] | null;
                            profitLoss?: components["schemas"]["CentsEncoded"] | null;
                            bonus?: components["schemas"]["CentsEncoded"] | null;
                            rebate?: components["schemas"]["CentsEncoded"] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    downlines: {
        parameters: {
            query: {
                page: number | string;
                size: number | string;
                account?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                account: string;
                                nickname?: string | null;
                                type?: number | string | null;
                                registerTime?: string | number | null;
                                lastLogin?: string | number | null;
                                balance?: components["schemas"]["CentsEncoded"] | null;
                                teamSize?: number | string | null;
                                status?: string | null;
                                excluded?: boolean;
                                level?: number | string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    teamBetting: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                account?: string;
                vendor?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                account: string;
                                vendor?: string | null;
                                gameName?: string | null;
                                betAmount: components["schemas"]["CentsEncoded"];
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                betTime?: string | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    teamProfitLoss: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                account?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                account: string;
                                depositAmount?: components["schemas"]["CentsEncoded"] | null;
                                withdrawalAmount?: components["schemas"]["CentsEncoded"] | null;
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profitLoss?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    agentIncome: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                account?: string;
                type?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                type?: string | null;
                                period?: string | null;
                                periodType?: ("D" | "W" | "H" | "M") | null;
                                amount: components["schemas"]["CentsEncoded"];
                                status?: string | null;
                                reason?: string | null;
                                createTime?: string | number | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            byStatus?: ({
                                pending: components["schemas"]["CentsEncoded"];
                                paid: components["schemas"]["CentsEncoded"];
                                held: components["schemas"]["CentsEncoded"];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    downlineTransactions: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                page: number | string;
                size: number | string;
                account?: string;
                type?: string;
            };
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            list?: ({
                                account: string;
                                type?: string | null;
                                typeName?: string | null;
                                amount: components["schemas"]["CentsEncoded"];
                                balance?: components["schemas"]["CentsEncoded"] | null;
                                createTime?: string | number | null;
                                remarks?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            totalPages?: number | string | null;
                            pageNum?: number | string | null;
                            pageSize?: number | string | null;
                            total?: number | string | null;
                            summary?: ({
                                betAmount?: components["schemas"]["CentsEncoded"] | null;
                                validBet?: components["schemas"]["CentsEncoded"] | null;
                                winLoss?: components["schemas"]["CentsEncoded"] | null;
                                amount?: components["schemas"]["CentsEncoded"] | null;
                                bonus?: components["schemas"]["CentsEncoded"] | null;
                                rebate?: components["schemas"]["CentsEncoded"] | null;
                                profit?: components["schemas"]["CentsEncoded"] | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    downlineTransfer: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
                /** @description One key per money movement; a retry repeats it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            successAmount?: components["schemas"]["CentsEncoded"] | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadMoneyRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    offerContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    downline: string;
                    /** @enum {string} */
                    contractType: "DIVIDEND" | "DAILY_SALARY" | "HOUR_SALARY" | "REALTIME_SALARY";
                    productType: string;
                    rate: number | string;
                    /** @enum {string} */
                    rateType: "P" | "F";
                    minimumBet?: components["schemas"]["CentsEncoded"];
                    activeMember?: number | string;
                    netLoss?: components["schemas"]["CentsEncoded"];
                    higherTiers?: ({
                        rate: number | string;
                        activeMember?: number | string;
                        minimumBet?: components["schemas"]["CentsEncoded"];
                        netLoss?: components["schemas"]["CentsEncoded"];
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    registerDownline: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            account: string;
                            type?: number | ("Infinity" | "-Infinity" | "NaN") | null;
                            registerTime?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    protection: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            limits: (({
                                /** @enum {string} */
                                kind: "DEPOSIT" | "LOSS" | "WAGER";
                                /** @enum {string} */
                                period: "DAY" | "WEEK" | "MONTH";
                                amount: components["schemas"]["CentsEncoded"];
                                used: components["schemas"]["CentsEncoded"];
                                remaining: components["schemas"]["CentsEncoded"];
                                pending: ({
                                    amount: components["schemas"]["CentsEncoded"] | null;
                                    effectiveAt: components["schemas"]["Instant"];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | ({
                                /** @enum {string} */
                                kind: "SESSION";
                                period: null;
                                amount: number;
                                used: number;
                                remaining: number;
                                pending: ({
                                    amount: number | null;
                                    effectiveAt: components["schemas"]["Instant"];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }))[];
                            realityCheckMinutes: (15 | 30 | 60) | null;
                            exclusion: ({
                                /** @enum {string} */
                                kind: "COOL_OFF" | "SELF_EXCLUSION";
                                until: components["schemas"]["Instant"];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            lastLogin: ({
                                at: components["schemas"]["Instant"];
                                ip: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    protectionLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /** @enum {string} */
                    kind: "DEPOSIT" | "LOSS" | "WAGER";
                    /** @enum {string} */
                    period: "DAY" | "WEEK" | "MONTH";
                    amount: number | ("Infinity" | "-Infinity" | "NaN") | string | null;
                } & {
                    [key: string]: unknown;
                }) | ({
                    /** @enum {string} */
                    kind: "SESSION";
                    period?: null;
                    amount: number | null;
                } & {
                    [key: string]: unknown;
                });
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            limits: (({
                                /** @enum {string} */
                                kind: "DEPOSIT" | "LOSS" | "WAGER";
                                /** @enum {string} */
                                period: "DAY" | "WEEK" | "MONTH";
                                amount: components["schemas"]["CentsEncoded"];
                                used: components["schemas"]["CentsEncoded"];
                                remaining: components["schemas"]["CentsEncoded"];
                                pending: ({
                                    amount: components["schemas"]["CentsEncoded"] | null;
                                    effectiveAt: components["schemas"]["Instant"];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | ({
                                /** @enum {string} */
                                kind: "SESSION";
                                period: null;
                                amount: number;
                                used: number;
                                remaining: number;
                                pending: ({
                                    amount: number | null;
                                    effectiveAt: components["schemas"]["Instant"];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }))[];
                            realityCheckMinutes: (15 | 30 | 60) | null;
                            exclusion: ({
                                /** @enum {string} */
                                kind: "COOL_OFF" | "SELF_EXCLUSION";
                                until: components["schemas"]["Instant"];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            lastLogin: ({
                                at: components["schemas"]["Instant"];
                                ip: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    protectionRealityCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    minutes: (15 | 30 | 60) | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            limits: (({
                                /** @enum {string} */
                                kind: "DEPOSIT" | "LOSS" | "WAGER";
                                /** @enum {string} */
                                period: "DAY" | "WEEK" | "MONTH";
                                amount: components["schemas"]["CentsEncoded"];
                                used: components["schemas"]["CentsEncoded"];
                                remaining: components["schemas"]["CentsEncoded"];
                                pending: ({
                                    amount: components["schemas"]["CentsEncoded"] | null;
                                    effectiveAt: components["schemas"]["Instant"];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | ({
                                /** @enum {string} */
                                kind: "SESSION";
                                period: null;
                                amount: number;
                                used: number;
                                remaining: number;
                                pending: ({
                                    amount: number | null;
                                    effectiveAt: components["schemas"]["Instant"];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }))[];
                            realityCheckMinutes: (15 | 30 | 60) | null;
                            exclusion: ({
                                /** @enum {string} */
                                kind: "COOL_OFF" | "SELF_EXCLUSION";
                                until: components["schemas"]["Instant"];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            lastLogin: ({
                                at: components["schemas"]["Instant"];
                                ip: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    protectionSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            startedAt: components["schemas"]["Instant"];
                            minutes: number;
                            wagered: components["schemas"]["CentsEncoded"];
                            net: components["schemas"]["CentsEncoded"];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    protectionExclusion: {
        parameters: {
            query?: never;
            header: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
                /** @description The body's key, sealed with the platform's RSA key. */
                Encryption: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body (`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the `Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of `GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description base64(DES-ECB-PKCS7(JSON of the plain body)). */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            /** @enum {string} */
                            kind: "COOL_OFF" | "SELF_EXCLUSION";
                            until: components["schemas"]["Instant"];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionEnded"];
            415: components["responses"]["NotJson"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    protectionHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        value?: {
                            logins: ({
                                at: components["schemas"]["Instant"];
                                ip: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            limitChanges: ({
                                at: components["schemas"]["Instant"];
                                /** @enum {string} */
                                kind: "DEPOSIT" | "LOSS" | "WAGER" | "SESSION";
                                period: ("DAY" | "WEEK" | "MONTH") | null;
                                from: number | null;
                                to: number | null;
                                effectiveAt: components["schemas"]["Instant"];
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    live: {
        parameters: {
            query?: never;
            header?: {
                /** @description The gateway's version: always 3. */
                "X-Gateway-Version"?: string;
                /** @description The brand's merchant code (the brand's own when absent). */
                Merchant?: string;
                /** @description The client kind (web, mobile). */
                Device?: string;
                /** @description The platform's language code (EN, CN, JA, TH, VI, PT). */
                Language?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events; each event's `data` is one JSON value of x-event-data, its `id` a sequence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["SessionEnded"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other refusal: a non-2xx status with the failure envelope and an error code of the call (spec section 8); a 5xx is `system.busy`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
}
