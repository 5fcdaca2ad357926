/** The {@code adjutant} command line (picocli): the daemon, the demo, game administration, offline tools. */
package org.adjutant.cli;
