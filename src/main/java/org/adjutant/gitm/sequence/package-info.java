/** The order of a GITM turn (GITM 5.1-5.2) and the steps that run in it. */
package org.adjutant.gitm.sequence;
