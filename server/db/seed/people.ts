/** Seed actors and log rows shared by the seed modules. */
export interface SeedUser {
  id: number;
  username: string;
}

export interface SeedPeople {
  /** Submits the demo requests (role user), so an admin can decide them. */
  operator: SeedUser;
  /** Admins who decide (admin, reviewer). */
  deciders: SeedUser[];
  admins: SeedUser[];
}

export interface LogSeed {
  at: string;
  user_id: number | null;
  username: string;
  ip: string;
  module: string;
  action: string;
  target: string;
  result: 'success' | 'failure';
  detail: unknown;
  request_id: string;
}
