/**
 * The GITM engine's events: a sealed hierarchy of records, one per kind of happening, each naming its phase and the
 * units whose commanders may learn of it. Reports and the game history are built from these.
 */
package org.adjutant.gitm.event;
