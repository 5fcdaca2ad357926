/** The games this robot hosts: each a database row, a ruleset and its current state. */
package org.adjutant.game;
