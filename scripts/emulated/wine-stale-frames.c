/*
 * Test-only workaround for a wine 8.0 (x86_64) defect that kills .NET threads; loaded into the win-x64 test process
 * by tests/BlockPack.Tests.Emulated's runner when it runs under wine (scripts/emulated-test.sh builds it with mingw).
 * Never part of BlockPack or its package.
 *
 * The defect. Wine's x86_64 exception dispatcher pushes a "nested exception" record onto the thread's TEB exception
 * list (NT_TIB.ExceptionList, which 64-bit Windows itself does not use) around each call of a frame-based handler
 * and pops it when the handler returns. .NET 10's exception handling does not return from its handler for an
 * exception raised by native runtime code (code e0434352, e.g. a TypeInitializationException): it runs the managed
 * catch and resumes there. Wine's record is left on the list, pointing into stack that is then reused. The next
 * exception dispatched on that thread finds the stale record (its address is below the faulting stack pointer),
 * calls its "handler" (whatever bytes are there now), which faults; that fault's dispatch calls it again, 400+
 * times, until wine gives up ("virtual_setup_exception stack overflow") and ends the thread without telling the
 * runtime, which later fails to suspend it for a GC ("SuspendThread failed with error 5") or waits for it forever.
 *
 * The workaround. A first vectored exception handler (vectored handlers run before the frame-based and TEB handlers
 * in wine's dispatcher, as on Windows) remembers, per thread, the list head each dispatch started with and the
 * faulting stack pointer. When a later dispatch finds the head below its own stack pointer (inside the thread's
 * stack), the record belongs to a frame that has returned: no live code owns it, and its contents, including its
 * link to the next record, may already be overwritten. The head is then set back to what the abandoned dispatch
 * (the remembered one with the lowest stack pointer above the stale record) started with, and checked again; with
 * no such dispatch remembered, the list is emptied (a live record always lies above the stack pointer of any
 * exception raised inside its frame, so only records of returned frames are removed). The handler never handles the
 * exception itself: it returns EXCEPTION_CONTINUE_SEARCH, and counts what it repaired for the runner's log.
 */
#include <windows.h>

#define TERMINATOR ((EXCEPTION_REGISTRATION_RECORD *)~(ULONG_PTR)0)
#define REMEMBERED 64

struct dispatch_start
{
    ULONG_PTR stack_pointer;
    EXCEPTION_REGISTRATION_RECORD *head;
};

static __thread struct dispatch_start remembered[REMEMBERED];
static __thread int remembered_count;
static volatile LONG dropped_records;
static volatile LONG exceptions_with_stale_records;
static PVOID handler_handle;

static int is_stale(const NT_TIB *tib, EXCEPTION_REGISTRATION_RECORD *record, ULONG_PTR stack_pointer)
{
    ULONG_PTR address = (ULONG_PTR)record;
    return record != NULL && record != TERMINATOR && address >= (ULONG_PTR)tib->StackLimit
        && address < (ULONG_PTR)tib->StackBase && address < stack_pointer;
}

static LONG CALLBACK drop_stale_records(EXCEPTION_POINTERS *info)
{
    NT_TIB *tib = (NT_TIB *)NtCurrentTeb();
    EXCEPTION_REGISTRATION_RECORD *head = tib->ExceptionList;
    ULONG_PTR stack_pointer = (ULONG_PTR)info->ContextRecord->Rsp;
    LONG dropped = 0;
    while (is_stale(tib, head, stack_pointer) && dropped < 1000)
    {
        int best = -1;
        for (int i = 0; i < remembered_count; i++)
        {
            if (remembered[i].stack_pointer > (ULONG_PTR)head
                && (best < 0 || remembered[i].stack_pointer < remembered[best].stack_pointer))
            {
                best = i;
            }
        }

        head = best >= 0 ? remembered[best].head : TERMINATOR;
        dropped++;
    }

    if (dropped > 0)
    {
        tib->ExceptionList = head;
        InterlockedAdd(&dropped_records, dropped);
        InterlockedIncrement(&exceptions_with_stale_records);
    }

    /* Dispatches that started below this stack pointer are over (their frames are gone): forget them. */
    int kept = 0;
    for (int i = 0; i < remembered_count; i++)
    {
        if (remembered[i].stack_pointer > stack_pointer)
        {
            remembered[kept++] = remembered[i];
        }
    }

    if (kept == REMEMBERED)
    {
        /* Deeper nesting than any seen: forget the oldest. */
        for (int i = 1; i < REMEMBERED; i++) remembered[i - 1] = remembered[i];
        kept--;
    }

    remembered[kept].stack_pointer = stack_pointer;
    remembered[kept].head = head;
    remembered_count = kept + 1;
    return EXCEPTION_CONTINUE_SEARCH;
}

/* Installs the handler once; returns 1 when it is installed. */
__declspec(dllexport) int bp_wine_stale_frames_install(void)
{
    if (handler_handle == NULL)
    {
        handler_handle = AddVectoredExceptionHandler(1, drop_stale_records);
    }

    return handler_handle != NULL;
}

/* Stale records dropped so far, and the number of exceptions that found at least one. */
__declspec(dllexport) void bp_wine_stale_frames_counts(LONG *records, LONG *exceptions)
{
    *records = dropped_records;
    *exceptions = exceptions_with_stale_records;
}
