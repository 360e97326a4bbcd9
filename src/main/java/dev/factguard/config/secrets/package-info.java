/**
 * Configuration values kept in AWS Secrets Manager or SSM Parameter Store. {@code FACTGUARD_SECRETS} names, per
 * configuration variable, the ARN that holds its value; at start every one is read once and offered as a
 * configuration source ranked just below the real environment, so no secret value has to travel through
 * deployment variables. A secret that cannot be read stops the start.
 */
package dev.factguard.config.secrets;
