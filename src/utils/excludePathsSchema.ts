import {Joi} from '@docusaurus/utils-validation';

/** The schema of an `excludePaths` option (./excludePaths.ts), with a message that names the rule. */
export const excludePathsSchema = Joi.array()
  .items(
    Joi.string()
      .pattern(/^\/(.+\/)?$/)
      .message('each of "excludePaths" starts and ends with a slash, such as "/tests/"; {#value} does not'),
  )
  .default([]);
