/**
 * The files a server operator and a moderator edit: {@code config/adjutant.yaml} ({@link org.adjutant.config.ServerConfig})
 * and one {@code config/games/<game-id>.yaml} per game ({@link org.adjutant.config.GameConfig}). Loading never throws
 * for a bad file: it returns {@link org.adjutant.config.ConfigResult.Invalid} with every problem found, each naming
 * the file and line.
 */
package org.adjutant.config;
