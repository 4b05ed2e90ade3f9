/*
 * thread_state.c - the one thread-local object; see thread_state.h.
 */
#include "thread_state.h"

static _Thread_local bp_thread_state bp_state;

bp_thread_state* bp_this_thread(void)
{
    return &bp_state;
}
