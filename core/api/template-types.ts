/** Wire types of the template screens' endpoints (server/routes/template). */
import type { Id, ListQuery, Page } from '../types/index.ts';

export type ContentType = 'img' | 'horizontalVideo' | 'verticalVideo';
export type FilterType = 'artificial' | 'rules';
export type ContentStatus = 'online' | 'offline';

export interface ContentSet {
  id: number;
  number: string;
  name: string;
  contentType: ContentType;
  filterType: FilterType;
  count: number;
  status: ContentStatus;
  createdAt: string;
}

export interface ContentSetQuery extends ListQuery {
  number?: string;
  name?: string;
  contentType?: ContentType;
  filterType?: FilterType;
  status?: ContentStatus;
  /** 'YYYY-MM-DD', inclusive. */
  createdFrom?: string;
  createdTo?: string;
}

export interface ContentSetInput {
  name: string;
  contentType: ContentType;
  filterType: FilterType;
  count?: number;
  status?: ContentStatus;
}

export type ContentSetPage = Page<ContentSet>;

export type CardKind = 'quality' | 'service' | 'rules';

export interface TemplateCard {
  id: number;
  kind: CardKind;
  title: string;
  description: string;
  icon: string;
  /** Quality / rules: enabled; service: opened (false = expired). */
  enabled: boolean;
  expiresAt: string | null;
  sortOrder: number;
  createdAt: string;
}

export interface ChannelForm {
  activityName: string;
  channelType: 'web' | 'api';
  promotionTime: [string, string];
  promoteLink: string;
  advertisingSource: string;
  advertisingMedia: string;
  keyword: string[];
  pushNotify: boolean;
  advertisingContent: string;
}

export type SavedChannelForm = ChannelForm & { id: Id; createdAt: string };

export interface VideoParams {
  mode: string;
  acquisition: { resolution: string; frameRate: number };
  encoding: {
    resolution: string;
    rate: { min: number; max: number; default: number };
    frameRate: number;
    profile: number;
  };
}

export interface AudioParams {
  mode: string;
  acquisition: { channels: string };
  encoding: { channels: number; rate: number; profile: number };
}

export interface ParamGroup {
  video: VideoParams;
  audio: AudioParams;
  explanation?: string;
}

export type SavedParamGroup = ParamGroup & { id: Id; createdAt: string };

export type ApprovalStep = 'commit' | 'approval' | 'finish';

export interface BasicProfile {
  status: ApprovalStep;
  steps: ApprovalStep[];
  current: Pick<ParamGroup, 'video' | 'audio'>;
  origin: Pick<ParamGroup, 'video' | 'audio'>;
  explanation?: string;
  operationLog: {
    id: number;
    content: string;
    action: string;
    status: string;
    updatedAt: string;
  }[];
}

export interface DatedValue {
  date: string;
  value: number;
}

export interface NamedSeries {
  name: string;
  series: DatedValue[];
}

export interface AnalysisOverview {
  figures: {
    contentProduction: number;
    contentClicks: number;
    contentExposure: number;
    activeUsers: number;
  };
  trend: DatedValue[];
  contentPublishing: NamedSeries[];
  authors: { rank: number; author: string; contentCount: number; clickCount: number }[];
  contentSets: { contentType: ContentType; status: ContentStatus; sets: number; items: number }[];
}

export interface PublicOpinion {
  cards: { title: string; count: number; increment: boolean; diff: number; chart: DatedValue[] }[];
  contentTypes: { name: string; value: number }[];
}

export interface MultiDimension {
  overview: { title: string; value: number; trend: DatedValue[] }[];
  activity: NamedSeries[];
  contentTheme: { name: string; value: number }[];
}

export interface PopularItem {
  rank: number;
  title: string;
  clicks: number;
  increase: number;
}

export interface WorkplaceOverview {
  balanceFen: number;
  pendingOrders: number;
  renewalOrders: number;
  onlineContent: number;
  contentTrend: DatedValue[];
  popularContent: { text: PopularItem[]; image: PopularItem[]; video: PopularItem[] };
  /** Basis points (1480 = 14.80 %). */
  categories: { name: string; percent: number }[];
  announcements: { type: 'activity' | 'message' | 'notice'; title: string }[];
  quickOperations: string[];
}

export interface MonitorStudio {
  studio: { id: string; name: string; status: string; title: string; preview: string };
  info: {
    mainStream: string;
    standbyStream: string;
    clarity: string[];
    activeStream?: 'main' | 'standby';
    currentClarity?: string;
    gasket?: boolean;
  };
  liveMethods: string[];
  programs: {
    order: number;
    cover: string;
    name: string;
    duration: string;
    id: string;
    auditFailed: boolean;
  }[];
  chat: ChatMessage[];
  operations?: {
    id: number;
    operation: MonitorOperation;
    value: string | null;
    at: string;
    by: string;
  }[];
}

export type MonitorOperation = 'changeClarity' | 'switchStream' | 'removeClarity' | 'pushGasket';

export interface ChatMessage {
  id: number;
  user: string;
  content: string;
  time: string;
}

export interface UserSettingsInput {
  email: string;
  nickname: string;
  countryRegion: string;
  area: string;
  address?: string;
  profile?: string;
}

export interface UserProfile extends Required<UserSettingsInput> {
  userName: string;
  /** Masked: 138****0000. */
  phone: string;
  accountId: string;
  registrationDate: string;
  version: number;
}

export type CertificationStatus = 'pass' | 'auditing' | 'withdrawn';

export interface Certification {
  id: number;
  userId: number;
  accountType: string;
  status: CertificationStatus;
  legalPersonName: string;
  certificateType: string;
  certificationNumber: string;
  enterpriseName: string;
  enterpriseCertificateType: string;
  organizationCode: string;
  at: string;
}

export interface Certifications {
  enterpriseInfo: Certification | null;
  records: Certification[];
}
