using System;
using System.Collections.Generic;

namespace BlockPack.Serializer.Typeless
{
    /// <summary>
    /// Types the typeless formatter never creates, whatever the options: MessagePack-CSharp's two and the usual
    /// deserialization gadgets (types that start processes, touch files, load code or run a delegate when created,
    /// set up or disposed). It is a floor, not a fence: an allow-list (<see cref="TypelessAllowList"/>) is the defence
    /// for untrusted data.
    /// </summary>
    internal static class TypelessDenyList
    {
        private static readonly HashSet<string> DeniedNames = new HashSet<string>(StringComparer.Ordinal)
        {
            // MessagePack-CSharp's list.
            "System.CodeDom.Compiler.TempFileCollection",
            "System.Management.IWbemClassObjectFreeThreaded",

            // Processes and files.
            "System.Diagnostics.Process",
            "System.Diagnostics.ProcessStartInfo",
            "System.IO.FileSystemInfo",
            "System.IO.FileInfo",
            "System.IO.DirectoryInfo",
            "System.IO.FileStream",
            "System.IO.FileSystemWatcher",

            // Gadgets from the published .NET deserialization chains.
            "System.Windows.Data.ObjectDataProvider",
            "System.Windows.ResourceDictionary",
            "System.Windows.Markup.XamlReader",
            "System.Windows.Forms.BindingSource",
            "System.Windows.Forms.AxHost+State",
            "System.Activities.Presentation.WorkflowDesigner",
            "System.Configuration.Install.AssemblyInstaller",
            "System.Data.DataSet",
            "System.Data.DataTable",
            "System.Data.DataViewManager",
            "System.Security.Principal.WindowsIdentity",
            "System.Security.Principal.WindowsPrincipal",
            "System.Security.Claims.ClaimsIdentity",
            "System.Security.Claims.ClaimsPrincipal",
            "System.IdentityModel.Tokens.SessionSecurityToken",
            "System.Web.Security.RolePrincipal",
            "System.Web.UI.LosFormatter",
            "System.Web.UI.ObjectStateFormatter",
            "System.Runtime.Remoting.ObjRef",
            "System.Management.Automation.PSObject",
            "System.Xml.Xsl.XslCompiledTransform",
            "System.Resources.ResourceReader",
            "System.Resources.ResXResourceReader",
            "Microsoft.VisualStudio.Text.Formatting.TextFormattingRunProperties",
            "Microsoft.Exchange.Management.SystemManager.WinForms.ExchangeSettingsProvider",
        };

        /// <summary>Gets a value indicating whether <paramref name="type"/> itself (not its parts) is denied.</summary>
        /// <param name="type">The type.</param>
        /// <returns><see langword="true"/> when the typeless formatter must not create it.</returns>
        internal static bool IsDenied(Type type)
        {
            // Delegates run arbitrary methods when invoked, and reflection objects load code: no payload needs them.
            if (typeof(Delegate).IsAssignableFrom(type) || typeof(System.Reflection.MemberInfo).IsAssignableFrom(type)
                || typeof(System.Reflection.Assembly).IsAssignableFrom(type))
            {
                return true;
            }

            for (Type? current = type; current is not null; current = current.BaseType)
            {
                // Checked up the hierarchy, so a subclass of a gadget (FileInfo of FileSystemInfo) is refused too.
                if (current.FullName is { } name && DeniedNames.Contains(name))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
