import { z } from 'zod';
import { adminPageSchema, adminReasonSchema, hundredthPercent } from './admin';
import { pageQueryFields } from './content';
import { calendarDay, int8Id } from './input';
import { registerRequestSchema } from './users';
import { wonSchema } from './wallet';

// Agents (총판 / 파트너): head agents and sub-agents who bring members with their referral code and
// earn a weekly commission on their subtree's play. Rates travel as percents to the hundredth.

/** An agent's commission rates: rolling on settled turnover (sports, casino) and losing on net loss. */
export const agentRatesSchema = z.strictObject({
  sports_rolling_percent: hundredthPercent('스포츠 롤링'),
  casino_rolling_percent: hundredthPercent('카지노 롤링'),
  losing_percent: hundredthPercent('루징'),
});
export type AgentRates = z.infer<typeof agentRatesSchema>;

const form = registerRequestSchema.shape;

/** A new agent's account: what the operator (or a parent agent) registers it with. */
const newAgentFields = {
  username: form.username,
  password: form.password,
  nickname: form.nickname,
  realname: form.realname,
  phone: form.phone,
  bank: form.bank,
  account: form.account,
  ...agentRatesSchema.shape,
};

/** `POST /api/admin/agents`: a head agent (no parent) or a sub-agent of `parent_id`. */
export const adminAgentCreateSchema = z.strictObject({
  ...newAgentFields,
  parent_id: int8Id('상위 총판을 선택해주세요.').nullable(),
});
export type AdminAgentCreate = z.input<typeof adminAgentCreateSchema>;

/** `POST /api/agent/sub-agents`: a sub-agent of the caller, within its own rates. */
export const subAgentCreateSchema = z.strictObject(newAgentFields);
export type SubAgentCreate = z.input<typeof subAgentCreateSchema>;

export const agentParamsSchema = z.strictObject({ id: int8Id('잘못된 총판 번호입니다.') });

/** An agent as the tree lists it. */
export const agentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  parent_id: z.number().int().nullable(),
  /** 0 for a head agent. */
  depth: z.number().int(),
  referral_code: z.string(),
  status: z.enum(['active', 'suspended']),
  ...agentRatesSchema.shape,
  /** Members who joined through this agent itself. */
  direct_members: z.number().int(),
  /** Members of the whole subtree, this agent's own included. */
  subtree_members: z.number().int(),
  /** Commission credited and not yet paid out. */
  balance: wonSchema,
  created_at: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

/** `GET /api/admin/agents` (and `format=csv`): the whole tree, each agent after its parent. */
export const adminAgentListQuerySchema = z.strictObject({ format: z.enum(['json', 'csv']).default('json') });
export const agentListSchema = z.object({ results: z.array(agentSchema) });
export type AgentList = z.infer<typeof agentListSchema>;

/** `POST /api/admin/members/:id/agent`: moves a member to another agent, or to none (the house's). */
export const memberAgentChangeRequestSchema = z.strictObject({
  agent_id: int8Id('총판을 선택해주세요.').nullable(),
  reason: adminReasonSchema,
});
export type MemberAgentChangeRequest = z.input<typeof memberAgentChangeRequestSchema>;
export const memberAgentChangeSchema = z.object({
  user_id: z.number().int(),
  agent_id: z.number().int().nullable(),
});
export type MemberAgentChange = z.infer<typeof memberAgentChangeSchema>;

/** `PUT /api/admin/agents/:id/status`: suspends an agent (its sessions end, its code signs nobody up) or reinstates it. */
export const agentStatusRequestSchema = z.strictObject({
  status: z.enum(['active', 'suspended'], { error: '상태를 선택해주세요.' }),
  reason: adminReasonSchema,
});
export type AgentStatusRequest = z.input<typeof agentStatusRequestSchema>;

/** `POST /api/admin/agents/:id/payouts`: commission paid to the agent's bank account, leaving its balance. */
export const agentPayoutRequestSchema = z.strictObject({
  amount: z
    .number({ error: '지급액을 입력해주세요.' })
    .int('지급액은 원 단위 정수여야 합니다.')
    .min(1, '지급액은 1원 이상이어야 합니다.'),
  reason: adminReasonSchema,
});
export type AgentPayoutRequest = z.input<typeof agentPayoutRequestSchema>;
export const agentPayoutSchema = z.object({ agent_id: z.number().int(), amount: wonSchema, balance: wonSchema });
export type AgentPayout = z.infer<typeof agentPayoutSchema>;

/** One agent's commission for one week: its subtree's figures, its rates then, and what each part earned. */
export const agentCommissionSchema = z.object({
  week_start: z.string(),
  agent_id: z.number().int(),
  username: z.string(),
  members: z.number().int(),
  sports_turnover: wonSchema,
  casino_turnover: wonSchema,
  /** Negative when the members won on balance. */
  net_loss: z.number().int(),
  ...agentRatesSchema.shape,
  sports_commission: wonSchema,
  casino_commission: wonSchema,
  losing_commission: wonSchema,
  amount: wonSchema,
  credited_at: z.string().nullable(),
});
export type AgentCommission = z.infer<typeof agentCommissionSchema>;

const mondaySchema = calendarDay('주의 월요일 날짜를 입력해주세요.').refine(
  (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1,
  '주의 월요일 날짜를 입력해주세요.',
);

/** `GET /api/admin/agents/commissions`: one week's statements (the newest week when none is asked). */
export const adminAgentCommissionQuerySchema = z.strictObject({
  week: mondaySchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminAgentCommissionQuery = z.output<typeof adminAgentCommissionQuerySchema>;
export const adminAgentCommissionListSchema = z.object({
  weeks: z.array(z.string()),
  week: z.string().nullable(),
  results: z.array(agentCommissionSchema),
});
export type AdminAgentCommissionList = z.infer<typeof adminAgentCommissionListSchema>;

// The agent portal (/api/agent)

/** `GET /api/agent/me`: the agent, its rates and balance, and its sub-agents. */
export const agentPortalSchema = z.object({
  agent: agentSchema,
  sub_agents: z.array(agentSchema),
});
export type AgentPortal = z.infer<typeof agentPortalSchema>;

/** A member of the agent's subtree, masked as an agent may see them. */
export const agentMemberSchema = z.object({
  id: z.number().int(),
  /** `김*수` */
  realname: z.string(),
  /** `ab***` */
  nickname: z.string(),
  /** `010-****-1234` */
  phone: z.string(),
  /** The agent the member joined through (the caller or one of its sub-agents). */
  agent: z.object({ id: z.number().int(), username: z.string() }),
  created_at: z.string(),
});
export type AgentMember = z.infer<typeof agentMemberSchema>;
export const agentMemberQuerySchema = z.strictObject(pageQueryFields(20, 100));
export const agentMemberListSchema = adminPageSchema(agentMemberSchema);
export type AgentMemberList = z.infer<typeof agentMemberListSchema>;

/** A day of the subtree's money and play (Korean calendar days). */
export const agentDaySchema = z.object({
  day: z.string(),
  deposits: wonSchema,
  withdrawals: wonSchema,
  sports_turnover: wonSchema,
  casino_turnover: wonSchema,
  net_loss: z.number().int(),
});
export type AgentDay = z.infer<typeof agentDaySchema>;

/** At most this many days in one report. */
export const AGENT_REPORT_MAXIMUM_DAYS = 31;

/** `GET /api/agent/daily?from&to`: each day from `from` to `to` (inclusive), optionally one member's. */
export const agentDailyQuerySchema = z
  .strictObject({
    from: calendarDay('시작일은 YYYY-MM-DD 형식이어야 합니다.'),
    to: calendarDay('종료일은 YYYY-MM-DD 형식이어야 합니다.'),
    member_id: int8Id('잘못된 회원 번호입니다.').optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: '종료일이 시작일보다 앞설 수 없습니다.' })
  .refine(
    (query) =>
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 <
      AGENT_REPORT_MAXIMUM_DAYS,
    { path: ['to'], message: `기간은 최대 ${AGENT_REPORT_MAXIMUM_DAYS}일입니다.` },
  );
export type AgentDailyQuery = z.output<typeof agentDailyQuerySchema>;
export const agentDailySchema = z.object({ results: z.array(agentDaySchema) });
export type AgentDaily = z.infer<typeof agentDailySchema>;

/** `GET /api/agent/commissions`: the caller's weekly statements, newest first. */
export const agentCommissionListSchema = z.object({ results: z.array(agentCommissionSchema) });
export type AgentCommissionList = z.infer<typeof agentCommissionListSchema>;
