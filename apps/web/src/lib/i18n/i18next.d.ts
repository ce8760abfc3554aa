import 'i18next';
import type common from '@/locales/ko/common.json';
import type auth from '@/locales/ko/auth.json';
import type home from '@/locales/ko/home.json';
import type sports from '@/locales/ko/sports.json';
import type casino from '@/locales/ko/casino.json';
import type wallet from '@/locales/ko/wallet.json';
import type account from '@/locales/ko/account.json';
import type activity from '@/locales/ko/activity.json';
import type history from '@/locales/ko/history.json';
import type inbox from '@/locales/ko/inbox.json';
import type inquiries from '@/locales/ko/inquiries.json';
import type messages from '@/locales/ko/messages.json';
import type notices from '@/locales/ko/notices.json';
import type events from '@/locales/ko/events.json';
import type contact from '@/locales/ko/contact.json';
import type admin from '@/locales/ko/admin.json';
import type adminCasino from '@/locales/ko/adminCasino.json';
import type adminContent from '@/locales/ko/adminContent.json';
import type adminSports from '@/locales/ko/adminSports.json';
import type agent from '@/locales/ko/agent.json';

// Korean is the source of every text: keys are checked against the Korean files, and the
// English files are held to the same keys by i18n.test.ts. One namespace a feature (its folder's
// name; the back office's big folders one each), `common` for the layout, shared components and lib.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      home: typeof home;
      sports: typeof sports;
      casino: typeof casino;
      wallet: typeof wallet;
      account: typeof account;
      activity: typeof activity;
      history: typeof history;
      inbox: typeof inbox;
      inquiries: typeof inquiries;
      messages: typeof messages;
      notices: typeof notices;
      events: typeof events;
      contact: typeof contact;
      admin: typeof admin;
      adminCasino: typeof adminCasino;
      adminContent: typeof adminContent;
      adminSports: typeof adminSports;
      agent: typeof agent;
    };
  }
}
