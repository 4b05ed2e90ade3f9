using System.Runtime.CompilerServices;
using BlockPack.AspNetCore;

// The HttpClient side moved to BlockPack.Http (no ASP.NET Core framework reference, so console and worker clients can
// use it). Same namespace and names there, so code compiled against this assembly finds the types through these
// forwards, and source that uses them compiles unchanged with this package referenced.
[assembly: TypeForwardedTo(typeof(HttpClientMessagePackExtensions))]
[assembly: TypeForwardedTo(typeof(HttpContentMessagePackExtensions))]
[assembly: TypeForwardedTo(typeof(MessagePackContent))]
