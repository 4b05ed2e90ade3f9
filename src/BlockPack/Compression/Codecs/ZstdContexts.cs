using System;
using BlockPack.Internal;
using ZstdSharp.Unsafe;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// One thread's Zstandard compression and decompression contexts, created on first use and reused for every block
    /// that thread compresses or decodes, so a block costs no allocation at all (the contexts keep their workspaces in
    /// unmanaged memory that ZstdSharp allocates and frees).
    /// </summary>
    /// <remarks>
    /// A context serves one call at a time, which a thread-static gives for free; the framing never calls back into
    /// Zstandard from inside a Zstandard call. When the thread ends the instance becomes unreachable and its finalizer
    /// frees both contexts.
    /// </remarks>
    internal sealed unsafe class ZstdContexts
    {
        [ThreadStatic]
        private static ZstdContexts? current;

        private ZSTD_CCtx_s* compression;
        private ZSTD_DCtx_s* decompression;
        private ZSTD_CCtx_s* frameCompression;
        private ZSTD_DCtx_s* frameDecompression;

        private ZstdContexts()
        {
        }

        /// <summary>Finalizes an instance of the <see cref="ZstdContexts"/> class, freeing its contexts.</summary>
        ~ZstdContexts()
        {
            if (this.compression != null)
            {
                Methods.ZSTD_freeCCtx(this.compression);
                this.compression = null;
            }

            if (this.decompression != null)
            {
                Methods.ZSTD_freeDCtx(this.decompression);
                this.decompression = null;
            }

            if (this.frameCompression != null)
            {
                Methods.ZSTD_freeCCtx(this.frameCompression);
                this.frameCompression = null;
            }

            if (this.frameDecompression != null)
            {
                Methods.ZSTD_freeDCtx(this.frameDecompression);
                this.frameDecompression = null;
            }
        }

        /// <summary>
        /// Gets this thread's streaming compression context for frames that span segments (<see cref="ZstdFrameStreams"/>).
        /// It is apart from <see cref="Compression"/> because its parameters (the magicless format) are set on the context
        /// and would change what the one-shot calls write.
        /// </summary>
        internal static ZSTD_CCtx_s* FrameCompression
        {
            get
            {
                ZstdContexts contexts = current ??= new ZstdContexts();
                if (contexts.frameCompression == null)
                {
                    contexts.frameCompression = Methods.ZSTD_createCCtx();
                    if (contexts.frameCompression == null)
                    {
                        ThrowHelper.ThrowZstdOutOfMemory("a compression context");
                    }
                }

                return contexts.frameCompression;
            }
        }

        /// <summary>Gets this thread's streaming decompression context for frames that span segments (magicless, window capped).</summary>
        internal static ZSTD_DCtx_s* FrameDecompression
        {
            get
            {
                ZstdContexts contexts = current ??= new ZstdContexts();
                if (contexts.frameDecompression == null)
                {
                    contexts.frameDecompression = Methods.ZSTD_createDCtx();
                    if (contexts.frameDecompression == null)
                    {
                        ThrowHelper.ThrowZstdOutOfMemory("a decompression context");
                    }
                }

                return contexts.frameDecompression;
            }
        }

        /// <summary>Gets this thread's compression context.</summary>
        internal static ZSTD_CCtx_s* Compression
        {
            get
            {
                ZstdContexts contexts = current ??= new ZstdContexts();
                if (contexts.compression == null)
                {
                    contexts.compression = Methods.ZSTD_createCCtx();
                    if (contexts.compression == null)
                    {
                        ThrowHelper.ThrowZstdOutOfMemory("a compression context");
                    }
                }

                return contexts.compression;
            }
        }

        /// <summary>Gets this thread's decompression context.</summary>
        internal static ZSTD_DCtx_s* Decompression
        {
            get
            {
                ZstdContexts contexts = current ??= new ZstdContexts();
                if (contexts.decompression == null)
                {
                    contexts.decompression = Methods.ZSTD_createDCtx();
                    if (contexts.decompression == null)
                    {
                        ThrowHelper.ThrowZstdOutOfMemory("a decompression context");
                    }
                }

                return contexts.decompression;
            }
        }
    }
}
