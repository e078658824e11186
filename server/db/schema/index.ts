/** All tables; one file per area, each migration generated from the whole set (drizzle-kit generate). */
export * from './foundation';
export * from './accounts';
export * from './materials';
export * from './enterpriseStandards';
export * from './company';
export * from './files';
export * from './products';
export * from './workflow';
export * from './payments';
export * from './library';
export * from './laboratories';
export * from './testing';
export * from './researchData';
export * from './quality';
export * from './customization';
