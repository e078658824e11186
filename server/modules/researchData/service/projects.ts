import type { z } from 'zod';
import { MSG, type projectInput, type ResearchProject } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import * as repo from '../repository/projects';
import { userNames } from '../repository/facts';

type ProjectInput = z.output<typeof projectInput>;

/**
 * Research projects. A project belongs to its owner's company (creating one needs a company); its members are
 * users of that company and may add data sets to it; only the owner changes or deletes it, and only once no data
 * set (recycled ones included) is left in it.
 */

async function projectsAnswered(db: Pick<Db, 'select'>, user: SessionUser, rows: repo.ProjectRow[]): Promise<ResearchProject[]> {
  const [names, counts] = await Promise.all([
    userNames(db, rows.flatMap((row) => [row.ownerId, ...row.memberIds])),
    repo.dataSetCounts(db, rows.map((row) => row.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    goal: row.goal,
    owner: names.get(row.ownerId) ?? '',
    members: row.memberIds.filter((id) => id !== row.ownerId).map((id) => ({ id, name: names.get(id) ?? '' })),
    startDate: row.startDate,
    endDate: row.endDate,
    dataSetCount: counts.get(row.id) ?? 0,
    mine: row.ownerId === user.userId,
    updateTime: row.updatedAt.toISOString(),
  }));
}

export async function listProjects(db: Db, user: SessionUser, query: { pageNum: number; pageSize: number; keyword?: string }) {
  const { rows, total } = await repo.pageProjects(db, repo.projectsOf(user.userId, user.companyId), query.keyword, query);
  return { list: await projectsAnswered(db, user, rows), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The member ids (owner first) for account names, all of the company's; refuses an unknown name or an outsider. */
async function memberIdsOf(db: Pick<Db, 'select'>, ownerId: number, companyId: number, names: string[]) {
  const wanted = [...new Set(names)];
  const found = new Map((await repo.usersNamed(db, wanted)).map((row) => [row.userName, row]));
  const ids = [ownerId];
  for (const name of wanted) {
    const member = found.get(name);
    if (!member) throw badRequest(MSG.researchUserNotFound, { name });
    if (member.companyId !== companyId) throw badRequest(MSG.researchMemberNotInCompany, { name });
    if (!ids.includes(member.id)) ids.push(member.id);
  }
  return ids;
}

export async function saveProject(db: Db, user: SessionUser, input: ProjectInput, now: Date): Promise<ResearchProject> {
  const row = await db.transaction(async (tx) => {
    const values = { name: input.name, goal: input.goal, startDate: input.startDate ?? null, endDate: input.endDate ?? null };
    if (input.id === undefined) {
      if (user.companyId === null) throw badRequest(MSG.researchCompanyRequired);
      const memberIds = await memberIdsOf(tx, user.userId, user.companyId, input.memberNames);
      return repo.insertProject(tx, user.userId, user.companyId, { ...values, memberIds }, now);
    }
    const project = await ownProject(tx, user, input.id);
    if (project.companyId === null) throw badRequest(MSG.researchCompanyRequired);
    const memberIds = await memberIdsOf(tx, project.ownerId, project.companyId, input.memberNames);
    return repo.updateProject(tx, project.id, { ...values, memberIds }, now);
  });
  const [answer] = await projectsAnswered(db, user, [row]);
  return answer;
}

/** The caller's own project, locked: 403 for a member (who sees it), 404 for anyone else. */
async function ownProject(tx: Parameters<Parameters<Db['transaction']>[0]>[0], user: SessionUser, id: number) {
  const project = await repo.lockProject(tx, id);
  if (!project) throw notFound();
  if (project.ownerId === user.userId) return project;
  const member = project.companyId !== null && project.companyId === user.companyId && project.memberIds.includes(user.userId);
  throw member ? forbidden() : notFound();
}

export async function removeProject(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const project = await ownProject(tx, user, id);
    const counts = await repo.dataSetCounts(tx, [project.id]);
    if ((counts.get(project.id) ?? 0) > 0) throw conflict(MSG.researchProjectNotEmpty);
    await repo.deleteProject(tx, project.id);
  });
}
