/** Players, their passwords and the units they command (GITM 3.4, 6.1, 6.10). */
package org.adjutant.player;
