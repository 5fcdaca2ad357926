/**
 * Waiting for work the robot hands to one of its own helper threads (the poll's storing thread, the intake beside the
 * poll, the worker), with the helper's failure met by the caller as it was met there.
 */
package org.adjutant.concurrent;
