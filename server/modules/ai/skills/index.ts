import type { Skill } from '../engine/types';
import { chartProperty } from './chartProperty';
import { compareGrades } from './compareGrades';
import { convertUnit } from './convertUnit';
import { searchDocument } from './documentPassages';
import { draftDocument } from './draftDocument';
import { equivalents } from './equivalents';
import { findGrades } from './findGrades';
import { gradeComposition } from './gradeComposition';
import { gradeProperty } from './gradeProperty';
import { searchHelp } from './searchHelp';
import { standardInfo } from './standardInfo';
import { weldingConsumables } from './weldingConsumables';

/** Every skill the engines may call, by name (the built-in engine and a language model use the same list). */
export const SKILLS: Skill<never>[] = [
  findGrades,
  gradeProperty,
  gradeComposition,
  compareGrades,
  equivalents,
  weldingConsumables,
  convertUnit,
  standardInfo,
  searchHelp,
  chartProperty,
  draftDocument,
  searchDocument,
] as Skill<never>[];

export const skillNamed = (name: string) => SKILLS.find((skill) => skill.name === name);
