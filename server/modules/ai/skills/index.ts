import type { Skill } from '../engine/types';

/** Every skill the engines may call, by name (the built-in engine and a language model use the same list). */
export const SKILLS: Skill<never>[] = [];

export const skillNamed = (name: string) => SKILLS.find((skill) => skill.name === name);
